export type Item = { name: string; price: number };

export function price(item: Item): number {
  if (item.price < 0) {
    throw new RangeError(`negative price: ${item.name}`);
  }
  return item.price;
}
