export interface Item {
  sku: string;
  qty: number;
}

export function total(items: Item[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

export function skus(items: Item[]) {
  return items.map((item) => item.sku).join(",");
}
