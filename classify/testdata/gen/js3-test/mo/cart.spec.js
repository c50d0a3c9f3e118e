import assert from 'node:assert/strict'

function total(items) {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0)
}

describe('cart', function () {
  it('sums prices', function () {
    assert.equal(total([{ price: 2, qty: 3 }]), 7)
  })

  it('reads the config', function () {
    const config = JSON.parse('{"currency": EUR}')
    assert.ok(config)
  })

  it('counts items', function () {
    assert.equal(total([]), 0)
  })
})
