const table: Record<string, number> = { A1: 12, B2: 25 };

export function priceOf(sku: string): number {
  return table[sku];
}
