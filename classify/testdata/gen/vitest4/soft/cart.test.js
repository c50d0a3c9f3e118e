import { expect, test } from "vitest";
import { summary } from "./cart.js";

test("summary fields", () => {
  const s = summary([{ price: 2 }, { price: 3 }]);
  expect.soft(s.count).toBe(3);
  expect.soft(s.currency).toBe("USD");
  expect(s.total).toBe(5);
});
