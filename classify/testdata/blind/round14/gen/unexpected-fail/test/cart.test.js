const test = require('node:test');
const expect = require('unexpected');
const { total, lines } = require('../src/cart');

const items = [
  { sku: 'MUG-1', price: 1250, qty: 2 },
  { sku: 'CAP-3', price: 990, qty: 1 },
];

test('totals the cart', () => {
  expect(total(items), 'to equal', 3490);
});

test('applies a ten percent discount', () => {
  expect(total(items, 0.1), 'to equal', 3140);
});

test('lists one line per item', () => {
  expect(lines(items), 'to equal', [
    { sku: 'MUG-1', amount: 2500 },
    { sku: 'CAP-3', amount: 900 },
  ]);
});
