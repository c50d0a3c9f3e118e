const { total } = require("./cart");

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
