function total(items: number[]): number {
  return items.reduce((a, b) => a + b, 0);
}

Deno.test("adds", () => {
  const got = total([1, 2]);
  if (got !== 4) throw new Error(`expected 4, got ${got}`);
});

Deno.test("one", () => {
  if (total([1]) !== 1) throw new Error("expected 1");
});
