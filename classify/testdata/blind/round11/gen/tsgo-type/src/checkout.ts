import { total, type Line } from "./cart.js";
import { formatPrice } from "./money.js";

export function summary(lines: Line[]): string {
  const sum = total(lines);
  return `${lines.length} items, ${formatPrice(sum)}`;
}

export function discount(lines: Line[], code: string): number {
  const rate = code === "TEN" ? 0.1 : 0;
  return totl(lines) * rate;
}
