import assert from "node:assert/strict";

function totals(xs: number[]) {
  return { count: xs.length, sum: xs.reduce((a, b) => a + b, 0) };
}

Deno.test("totals with node:assert", () => {
  assert.deepEqual(totals([1, 2, 3]), { count: 3, sum: 7 });
});
