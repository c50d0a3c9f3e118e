import { test, expect } from "vitest";
test("logs", () => { console.error("something odd"); expect(2).toBe(2); });
