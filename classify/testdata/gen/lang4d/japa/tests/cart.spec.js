import { test } from '@japa/runner'
import { unitPrice, discount } from '../cart.js'

test.group('cart', () => {
  test('sums items', ({ assert }) => {
    assert.equal(unitPrice('pen') * 2, 200)
  })
  test('takes ten percent off', ({ assert }) => {
    assert.equal(discount(100), 90)
  })
  test('prices an unknown sku', ({ assert }) => {
    assert.equal(unitPrice('mug'), 0)
  })
})
