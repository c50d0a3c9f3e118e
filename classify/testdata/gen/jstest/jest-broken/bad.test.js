const { total } = require("../jest/cart");

test("adds", () => {
  expect(total([1, 2])).toBe(3);
