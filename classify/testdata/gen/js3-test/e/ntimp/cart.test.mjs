import { test } from 'node:test'
import { total } from './cart.mjs'

test('sums', () => {
  total([])
})
