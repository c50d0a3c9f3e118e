const { unitPrice, discount } = require('../cart');

QUnit.module('cart', () => {
  QUnit.test('sums', (assert) => {
    assert.equal(unitPrice('pen') * 2, 200);
  });
  QUnit.test('takes ten percent off', (assert) => {
    assert.equal(discount(100), 90);
  });
  QUnit.test('prices an unknown sku', (assert) => {
    assert.equal(unitPrice('mug'), 0);
  });
});
