export interface Price { amount: number; currency: string }

export function formatPrice(p: Price): string {
  return p.amount.toFixed(2) + " " + p.currency;
}

export const free: Price = { amount: "0", currency: "EUR" };
