import { expect, test } from "bun:test";

test("renders the receipt", () => {
  expect({ total: 6, lines: 1 }).toMatchSnapshot();
});
