import { price, type Item } from "./price";

export function Cart(props: { items: Item[] }) {
  const total = props.items.reduce((sum, item) => sum + price(item), 0);
  return (
    <p class="total">
      Total: <strong>{total}</strong>
    </p>
  );
}
