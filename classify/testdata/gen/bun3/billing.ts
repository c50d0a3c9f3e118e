export async function charge(c: { id: string; amount: number }) {
  if (c.amount < 0) {
    throw new RangeError(`negative amount for ${c.id}`);
  }
  return c.amount;
}
