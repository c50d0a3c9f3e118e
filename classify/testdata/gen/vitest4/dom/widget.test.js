// @vitest-environment jsdom
import { expect, test } from "vitest";
import { mountBadge } from "./widget.js";

test("mounts the badge", () => {
  document.body.innerHTML = `<div class="counter"></div>`;
  const badge = mountBadge(document.body);
  expect(badge.textContent).toBe("3");
});
