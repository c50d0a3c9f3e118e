import { test, expect } from "bun:test";
import { tax } from "./src/tax";

test("tax", () => expect(tax(100)).toBe(20));
