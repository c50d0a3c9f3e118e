// The remote's utils.js: a host has one too, at the same path.
export function price(item) {
  if (item.price < 0) {
    throw new RangeError("negative price: " + item.name);
  }
  return item.price;
}
