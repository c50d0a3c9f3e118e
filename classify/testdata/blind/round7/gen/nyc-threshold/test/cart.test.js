const test = require('node:test');
const assert = require('node:assert');
const { total } = require('../src/cart');

test('total adds lines', () => {
  assert.strictEqual(total([{ price: 2, quantity: 3 }]), 6);
});
