export type Item = { name: string; price: number };

export function priceOf(item: Item): number {
  if (item.price < 0) {
    throw new RangeError(`negative price: ${item.name}`);
  }
  return item.price;
}

export const sumPrices = (items: Item[]): number => items.reduce((sum, item) => sum + priceOf(item), 0);
