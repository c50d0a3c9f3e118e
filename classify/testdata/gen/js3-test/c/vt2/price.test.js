import { describe, it, expect, beforeAll } from 'vitest'

const vat = (net, rate) => Math.round(net * (1 + rate))

describe.each([
  { rate: 0.2, net: 100, gross: 120 },
  { rate: 0.05, net: 100, gross: 106 },
])('vat at $rate', ({ rate, net, gross }) => {
  it(`turns ${net} into ${gross}`, () => {
    expect(vat(net, rate)).toBe(gross)
  })
})

describe('rates', () => {
  let rates
  beforeAll(() => {
    rates = JSON.parse('{"uk": 0.2,}')
  })
  it('has the uk rate', () => {
    expect(rates.uk).toBe(0.2)
  })
})
