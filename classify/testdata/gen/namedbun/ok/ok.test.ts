import { test, expect } from "bun:test";
test("adds", () => expect(2 + 2).toBe(4));
test("concats", () => expect("a" + "b").toBe("ab"));
