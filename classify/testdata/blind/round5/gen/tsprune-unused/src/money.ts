export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export function parsePrice(text: string): number {
  return Math.round(parseFloat(text.replace('$', '')) * 100);
}

export const CURRENCY = 'USD';
