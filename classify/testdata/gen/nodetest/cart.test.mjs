import { test, describe } from "node:test";
import assert from "node:assert/strict";

function total(items) {
  return items.reduce((s, i) => s + i.price, 0);
}

describe("cart", () => {
  test("sums prices", () => {
    assert.equal(total([{ price: 2 }, { price: 3 }]), 5);
  });
  test("applies discount", () => {
    assert.equal(total([{ price: 10 }]), 9);
  });
  test("handles missing items", () => {
    total(undefined);
  });
});
