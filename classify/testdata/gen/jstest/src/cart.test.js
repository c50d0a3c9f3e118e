import { describe, test, expect } from "vitest";
import { total } from "./cart.js";

describe("cart", () => {
  test("adds", () => {
    expect(total([1, 2])).toBe(4);
  });
  test("null items", () => {
    total(null);
  });
  test("one", () => {
    expect(total([1])).toBe(1);
  });
});
