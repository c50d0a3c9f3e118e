import assert from 'node:assert/strict'

describe('refunds', function () {
  it('refunds the full amount', function () {
    assert.deepEqual({ amount: 10, currency: 'EUR' }, { amount: 10, currency: 'USD' })
  })
})
