const test = require('tape');
const { unitPrice, discount } = require('./cart');

test('sums items', (t) => {
  t.equal(unitPrice('pen') * 2, 200);
  t.end();
});

test('takes ten percent off', (t) => {
  t.equal(discount(100), 90, 'ten percent off');
  t.end();
});

test('prices an unknown sku', (t) => {
  t.equal(unitPrice('mug'), 0);
  t.end();
});
