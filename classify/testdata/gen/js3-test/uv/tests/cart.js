import { test } from 'uvu'
import * as assert from 'uvu/assert'

function total(items) {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0)
}

test('sums prices', () => {
  assert.is(total([{ price: 2, qty: 3 }]), 7)
})

test('lists lines', () => {
  assert.equal(['apple', 'pear'], ['apple', 'plum'])
})

test('counts items', () => {
  assert.is(total([]), 0)
})

test.run()
