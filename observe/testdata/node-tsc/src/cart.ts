// A cart whose total reads a price from each line; a line without one
// throws at the marked statement.
export interface Line {
  name: string;
  price?: { amount: number };
  qty: number;
}

export function total(lines: Line[]): number {
  let sum = 0;
  for (const line of lines) {
    sum += line.price!.amount * line.qty; // BUG:no-price
  }
  return sum;
}
