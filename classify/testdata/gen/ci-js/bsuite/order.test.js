import { describe, it, expect } from 'bun:test'
import { shipping } from './shipping.js' // BUG: no such module

describe('order', () => {
  it('adds shipping', () => {
    expect(shipping(10)).toBe(15)
  })
})
