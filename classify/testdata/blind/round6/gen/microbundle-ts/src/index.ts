export interface Line {
  sku: string;
  cents: number;
  qty: number;
}

export function lineTotal(line: Line): number {
  return line.cents * line.quantity;
}

export function cartTotal(lines: Line[]): string {
  return lines.reduce((sum, l) => sum + lineTotal(l), 0);
}
