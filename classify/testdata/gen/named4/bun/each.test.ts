import { test, expect } from "bun:test";
test.each([
  [1, 1, 2],
  [2, 2, 5],
])("add(%i, %i) = %i", (a, b, want) => {
  expect(a + b).toBe(want);
});
