import { test, expect } from "vitest";
test("x", () => { expect(1).toBe(1) 
