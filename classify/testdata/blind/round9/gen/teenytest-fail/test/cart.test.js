const assert = require('assert');
const cart = require('../cart');

module.exports = {
  totalSumsQuantities() {
    assert.strictEqual(cart.total([{ price: 100, qty: 2 }, { price: 50, qty: 1 }]), 250);
  },
  discountTakesTenPercent() {
    assert.strictEqual(cart.discount(1000, 'TEN10'), 900);
  },
  itemsWithoutQtyCountOnce() {
    const items = [{ price: 100 }];
    assert.strictEqual(cart.total(items), 100);
  },
  emptyCartIsZero() {
    assert.strictEqual(cart.total([]), 0);
  },
};
