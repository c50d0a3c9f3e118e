import { describe, it } from 'node:test'
import assert from 'node:assert/strict'

function total(items) {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0)
}

describe('cart', () => {
  it('sums prices', () => {
    assert.strictEqual(total([{ price: 2, qty: 3 }]), 7)
  })

  it('reads the config', () => {
    const config = JSON.parse('{"currency": EUR}')
    assert.ok(config)
  })

  it('counts items', () => {
    assert.equal(total([]), 0)
  })
})
