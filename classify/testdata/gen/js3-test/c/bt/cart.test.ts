import { describe, expect, test } from "bun:test";

const total = (items: { price: number; qty: number }[]) => items.reduce((sum, item) => sum + item.price * item.qty, 0);

describe("cart", () => {
  test("sums prices", () => {
    expect(total([{ price: 2, qty: 3 }])).toBe(7);
  });

  test("renders the receipt", () => {
    expect({ total: 6, lines: 1 }).toMatchSnapshot();
  });

  test("waits for stock", async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }, 100);

  test("rejects a negative quantity", () => {
    expect(() => total([{ price: 2, qty: -1 }])).toThrow("negative quantity");
  });
});
