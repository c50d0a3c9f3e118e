import test from 'oletus'
import { tokens, rank } from '../src/search.js'

test('tokens splits on spaces and lowercases', (t) => {
  t.deepEqual(tokens('  Blue Mug '), ['blue', 'mug'])
})

test('rank puts the best match first', (t) => {
  const products = [
    { sku: 'mug', name: 'Mug' },
    { sku: 'blue-mug', name: 'Blue Mug' },
    { sku: 'cap', name: 'Cap' },
  ]
  t.deepEqual(rank(products, 'blue mug'), ['blue-mug', 'mug'])
})

test('rank ignores accents', (t) => {
  t.deepEqual(rank([{ sku: 'creme', name: 'Crème' }], 'creme'), ['creme'])
})
