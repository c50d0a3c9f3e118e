import assert from 'node:assert/strict'

describe('coupons', function () {
  it('rejects an expired coupon', async function () {
    await assert.rejects(Promise.resolve('ok'), /expired/)
  })
})
