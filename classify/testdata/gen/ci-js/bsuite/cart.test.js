import { describe, it, expect } from 'bun:test'
import { total, discount, priceOf } from './cart.js'

describe('cart', () => {
  it('sums prices', () => {
    expect(total([{ price: 2, qty: 3 }])).toBe(6)
  })

  it('applies discounts', () => {
    expect(discount(100, 10)).toBe(90)
  })

  it('looks up a price', () => {
    expect(priceOf([{ sku: 'tea', price: 3 }], 'coffee')).toBe(3)
  })
})
