const assert = require("assert");
describe("cart", () => { it("adds", () => assert.strictEqual(1 + 1, 2)); });
