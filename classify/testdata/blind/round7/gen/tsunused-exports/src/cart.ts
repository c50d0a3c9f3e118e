export interface Line { price: number; quantity: number }

export function total(lines: Line[]): number {
  return lines.reduce((s, l) => s + l.price * l.quantity, 0);
}

export function discount(amount: number): number {
  return amount * 0.9;
}

export const CURRENCY = 'EUR';
