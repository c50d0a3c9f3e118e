export interface Sale {
  sku: string;
  amount: number;
  region?: { name: string };
}

export function byRegion(sales: Sale[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const sale of sales) {
    const key = sale.region!.name;
    out[key] = (out[key] ?? 0) + sale.amount;
  }
  return out;
}
