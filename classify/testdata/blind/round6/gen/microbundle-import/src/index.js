import { formatPrice } from './format.js';
import { sumLines } from './totals.js';

export function cartTotal(lines) {
  return formatPrice(sumLines(lines));
}
