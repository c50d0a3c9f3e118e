import { it, expect } from 'vitest'

function parseOrder(text) {
  return JSON.parse(text)
}

it('parses the order', () => {
  const order = parseOrder('{"id": 1, items: []}')
  expect(order.id).toBe(1)
})

it('syncs in the background', async () => {
  setTimeout(() => {
    throw new Error('inventory sync failed: stock service unreachable')
  }, 1)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(true).toBe(true)
})
