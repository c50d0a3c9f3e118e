import { describe, expect, test } from "bun:test";
import { priceOf } from "./price";

describe("price", () => {
  test("matches the snapshot", () => {
    expect({ sku: "A1", price: priceOf("A1") }).toMatchSnapshot();
  });

  test.each([
    ["A1", 10],
    ["B2", 25],
  ])("price of %s is %d", (sku, want) => {
    expect(priceOf(sku)).toBe(want);
  });

  test("loads slowly", async () => {
    await new Promise((r) => setTimeout(r, 500));
  }, 50);
});
