import assert from 'node:assert/strict'

describe('cart', function () {
  it('sums prices', function () {
    console.error('warning: price list is 3 days old')
    assert.equal(2 * 3, 6)
  })
  it.skip('applies coupons', function () {})
  it('handles refunds')
})
