export function priceOf(item) {
  if (item.price < 0) {
    throw new RangeError(`negative price: ${item.name}`);
  }
  return item.price;
}
