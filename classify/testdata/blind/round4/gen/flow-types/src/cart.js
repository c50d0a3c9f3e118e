// @flow

type Item = { name: string, price: number };

export function total(items: Array<Item>): number {
  return items.reduce((sum, item) => sum + item.price, 0);
}

export const label: string = total([{ name: 'apple', price: 3 }]);
