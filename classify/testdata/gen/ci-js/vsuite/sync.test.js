import { it, expect } from 'vitest'

it('syncs the cart', () => {
  setTimeout(() => Promise.reject(new Error('inventory sync failed: stock service unreachable')), 0)
  expect(1 + 1).toBe(2)
})

it('waits a little', async () => {
  await new Promise((resolve) => setTimeout(resolve, 50))
})
