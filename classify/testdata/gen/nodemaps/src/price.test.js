const assert = require("node:assert");

function price(n) {
  return n * 2;
}

assert.strictEqual(price(2), 5);
