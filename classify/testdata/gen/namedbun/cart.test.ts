import { describe, test, expect, beforeAll } from "bun:test";

function total(items: { price: number; qty: number }[]) {
  return items.reduce((s, i) => s + i.price * i.qty, 0);
}

describe("cart", () => {
  test("totals", () => {
    expect(total([{ price: 2, qty: 3 }])).toBe(6);
  });

  test("rejects negative qty", () => {
    expect(() => total([{ price: 2, qty: -1 }])).toThrow("negative");
  });

  test("shape", () => {
    expect({ id: 1, items: [1, 2], owner: "ann" }).toEqual({ id: 1, items: [1, 2, 3], owner: "ann" });
  });

  test("slow checkout", async () => {
    await new Promise((r) => setTimeout(r, 200));
  }, 50);

  test("reads config", () => {
    const cfg: any = undefined;
    return cfg.port;
  });

  test.todo("applies coupons");
});

describe("db", () => {
  beforeAll(() => {
    throw new Error("cannot connect to db at 127.0.0.1:5999");
  });
  test("counts", () => {
    expect(1).toBe(1);
  });
});
