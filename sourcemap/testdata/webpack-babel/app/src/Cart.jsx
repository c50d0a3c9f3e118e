import { price } from "./price.js";

export function Cart({ items }) {
  const total = items.reduce((sum, item) => sum + price(item), 0);
  return (
    <p className="total">
      Total: <strong>{total}</strong>
    </p>
  );
}
