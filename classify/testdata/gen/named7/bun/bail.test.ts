import { test, expect } from "bun:test";
test("first", () => expect(1).toBe(2));
test("second", () => expect(2).toBe(3));
