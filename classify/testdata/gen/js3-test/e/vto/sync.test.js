import { describe, it, expect, beforeEach } from 'vitest'

const never = () => new Promise(() => {})

describe('sync', () => {
  it('pushes the cart', async () => {
    await never()
  }, 200)

  it('counts', () => {
    expect(1 + 1).toBe(2)
  })
})

describe('inventory', () => {
  beforeEach(async () => {
    await never()
  }, 150)

  it('loads stock', () => {
    expect(true).toBe(true)
  })
})
