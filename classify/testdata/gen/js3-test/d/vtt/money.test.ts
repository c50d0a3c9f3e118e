import { expect, test } from 'vitest'

test('adds money', () => {
  expect(0.1 + 0.2).toBe(0.3)
})
