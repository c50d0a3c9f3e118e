import { test, expect, afterEach } from "bun:test";

afterEach(() => {
  throw new Error("cleanup failed: temp dir busy");
});

test("first", () => {
  expect([1, 2, 3]).toContain(4);
});

test("object", () => {
  expect({ sku: "A-1", qty: 2 }).toMatchObject({ sku: "A-1", qty: 3 });
});
