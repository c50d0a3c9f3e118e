const assert = require("assert");
const { total } = require("../cart");

describe("cart", function () {
  it("sums prices", function () {
    assert.strictEqual(total([{ price: 2 }, { price: 3 }]), 5);
  });
  it("applies discount", function () {
    assert.strictEqual(total([{ price: 10 }]), 9);
  });
  it("handles missing items", function () {
    total(undefined);
  });
});
