import { total } from "./cart";

test("totals", () => {
  expect(total([{ price: "2" }])).toBe(2);
});
