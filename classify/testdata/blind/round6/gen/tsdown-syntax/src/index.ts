import { formatPrice } from './format';

export function cartTotal(lines: { cents: number; qty: number }[]) {
  const total = lines.reduce((sum, l) => sum + l.cents * l.qty, 0;
  return formatPrice(total);
}
