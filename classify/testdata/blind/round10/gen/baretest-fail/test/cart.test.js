const baretest = require('baretest');
const assert = require('assert');
const { total, applyCoupon } = require('../src/cart');

const test = baretest('cart');

test('total counts quantities', () => {
  assert.strictEqual(total([{ price: 500, qty: 2 }, { price: 250, qty: 1 }]), 1250);
});

test('coupon takes its amount off', () => {
  assert.strictEqual(applyCoupon(1000, { amount: 200 }), 800);
});

test.run();
