import { describe, it, expect } from 'vitest'
import { total } from './cart.js'

describe('cart', () => {
  it('sums prices', () => {
    expect(total([{ price: 2, qty: 3 }])).toBe(6)
  })

  it('renders the receipt', () => {
    expect({ total: total([{ price: 2, qty: 3 }]), lines: 1 }).toMatchSnapshot()
  })
})
