import { expect, test } from "vitest";

const slug = (s) => s.toLowerCase().replace(/ /g, "-");

test("slugs a title", () => {
  expect(slug("Hello  World")).toBe("hello-world");
});
