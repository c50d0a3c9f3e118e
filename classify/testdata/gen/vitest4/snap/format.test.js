import { expect, test } from "vitest";
import { formatOrder } from "./format.js";

test("formats an order", () => {
  expect(formatOrder({ id: 7, items: ["a", "b"], total: 9 })).toMatchInlineSnapshot(`"#7 a;b (9)"`);
});

test("formats as before", () => {
  expect(formatOrder({ id: 8, items: ["c"], total: 1 })).toMatchSnapshot();
});
