import { sumPrices, type Item } from "./prices";

export function CartTotal({ items }: { items: Item[] }) {
  const total = sumPrices(items);
  return <p className="total">{total.toFixed(2)}</p>;
}
