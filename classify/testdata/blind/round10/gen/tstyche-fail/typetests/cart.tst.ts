import { expect, test } from "tstyche";
import { skus, total } from "../src/cart.js";

test("total returns a number", () => {
  expect(total([{ sku: "A-1", qty: 2 }])).type.toBe<number>();
});

test("skus returns an array", () => {
  expect(skus([{ sku: "A-1", qty: 2 }])).type.toBe<string[]>();
});

test("total rejects strings", () => {
  expect(total).type.not.toBeCallableWith([{ sku: "A-1", qty: 2 }]);
});
