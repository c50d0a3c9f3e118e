import { test, expect } from "bun:test";
import { used } from "./covlib";
test("used", () => expect(used()).toBe(1));
