const test = require('brittle')
const { total } = require('../src/cart')

test('empty cart totals zero', (t) => {
  t.is(total([]), 0)
})

test('total adds quantities', (t) => {
  t.is(total([{ price: 3, qty: 2 }, { price: 5, qty: 1 }]), 11)
})
