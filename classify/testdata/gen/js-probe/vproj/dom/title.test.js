import { expect, test } from "vitest";

test("sets the title", () => {
  document.title = "Shop";
  expect(document.querySelector("title").textContent).toBe("Shop");
});
