import { describe, it, expect } from 'vitest'
import { total, discount } from './cart.js'

describe('cart', () => {
  it('sums prices', () => {
    expect(total([{ price: 2, qty: 3 }])).toBe(7)
  })

  it('applies discounts', () => {
    expect.soft(discount(100, 10)).toBe(80)
    expect.soft(discount(50, 10)).toBe(45)
  })

  it('renders the receipt', () => {
    expect({ total: 6, lines: 1 }).toMatchSnapshot()
  })

  it('counts items', () => {
    expect(total([])).toBe(0)
  })
})
