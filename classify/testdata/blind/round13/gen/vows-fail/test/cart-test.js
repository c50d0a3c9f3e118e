const vows = require('vows')
const assert = require('assert')
const cart = require('../lib/cart')

vows.describe('Cart').addBatch({
  'a cart of two mugs': {
    topic: [{ sku: 'mug', qty: 2, cents: 1250 }],
    'totals 2500 cents': function (lines) {
      assert.equal(cart.total(lines), 2500)
    },
  },
  'the WELCOME10 code': {
    topic: 2500,
    'takes ten percent off': function (cents) {
      assert.equal(cart.discount(cents, 'WELCOME10'), 2250)
    },
  },
  'shipping to France': {
    topic: 1200,
    'costs 490 cents': function (cents) {
      assert.equal(cart.shipping(cents, 'FR'), 490)
    },
  },
}).export(module)
