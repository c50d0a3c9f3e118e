import { assertEquals } from "jsr:@std/assert@1";

function totals(xs: number[]) {
  return { count: xs.length, sum: xs.reduce((a, b) => a + b, 0) };
}

Deno.test("totals", () => {
  assertEquals(totals([1, 2, 3]), { count: 3, sum: 7 });
});
