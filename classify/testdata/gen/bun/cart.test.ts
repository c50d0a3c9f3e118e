import { expect, test } from "bun:test";
import { total } from "./cart";

test("adds", () => {
  expect(total([1, 2])).toBe(4);
});

test("one", () => {
  expect(total([1])).toBe(1);
});
