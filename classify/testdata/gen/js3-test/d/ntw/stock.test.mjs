import { test } from 'node:test'
import assert from 'node:assert/strict'
import { reserve } from './stock.mjs'

test('reserves stock', () => {
  assert.equal(reserve(3, 2), 1)
})
