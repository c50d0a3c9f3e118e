import { describe, it, test } from "node:test";
import assert from "node:assert/strict";
import { reserve } from "./stock.mjs";

describe("reserve", () => {
  it("takes from stock", () => {
    assert.equal(reserve({ a: 5 }, "a", 2), 3);
  });

  describe("limits", () => {
    it("refuses more than there is", () => {
      assert.throws(() => reserve({ a: 1 }, "a", 2), /not enough/);
    });

    it("knows every sku", () => {
      assert.equal(reserve({ a: 1 }, "b", 1), 0);
    });
  });
});

test("parent with subtests", async (t) => {
  await t.test("first", () => {
    assert.deepEqual({ a: 1, b: [1, 2] }, { a: 1, b: [1, 3] });
  });
  await t.test("second", () => {});
});
