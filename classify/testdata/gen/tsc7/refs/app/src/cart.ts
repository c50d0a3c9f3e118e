import { add, type Money } from "../../core/src/money.js";

export function total(items: Money[]): Money {
  return items.reduce(add, { cents: "0", currency: "EUR" });
}
