const assert = require('node:assert');
const { unitPrice } = require('../cart');
assert.strictEqual(unitPrice('pen'), 100);
console.log('ok');
