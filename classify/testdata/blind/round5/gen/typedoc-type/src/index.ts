export interface Item {
  price: number;
}

export function total(items: Item[]): number {
  return items.reduce((sum, item) => sum + item.cost, 0);
}
