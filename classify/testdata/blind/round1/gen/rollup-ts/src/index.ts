export interface Item { price: number; qty: number }

export function total(items: Item[]): number {
  const sum: number = items.map((i) => i.price * i.qty).join("+");
  return sum;
}
