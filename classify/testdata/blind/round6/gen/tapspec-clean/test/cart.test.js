const test = require('tape');
const { total, discount } = require('../cart.js');

test('total multiplies cents by quantity', (t) => {
  t.equal(total([{ cents: 250, qty: 2 }]), 500);
  t.end();
});

test('HALF halves the total', (t) => {
  t.equal(discount(999, 'HALF'), 500, 'rounds half up');
  t.end();
});
