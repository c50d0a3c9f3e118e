export interface Line {
  sku: string;
  qty: number;
  price: number;
}

export function total(lines: Line[]): number {
  return lines.reduce((sum, l) => sum + l.qty * l.price, 0);
}

export function addLine(lines: Line[], sku: string, qty: string): Line[] {
  return [...lines, { sku, qty, price: 0 }];
}
