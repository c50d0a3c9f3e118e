import { test, expect } from "vitest";
import { startPolling } from "./poll.js";

test("starts polling", async () => {
  startPolling(() => ({}));
  await new Promise((r) => setTimeout(r, 20));
  expect(true).toBe(true);
});
