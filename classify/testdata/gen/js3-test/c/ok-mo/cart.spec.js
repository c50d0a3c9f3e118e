import assert from 'node:assert/strict'

const total = (items) => items.reduce((sum, item) => sum + item.price * item.qty, 0)

describe('cart', function () {
  it('sums prices', function () {
    assert.equal(total([{ price: 2, qty: 3 }]), 6)
  })
  it('counts nothing', function () {
    assert.equal(total([]), 0)
  })
})
