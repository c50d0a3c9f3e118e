const total = (items) => items.reduce((sum, item) => sum + item.price * item.qty, 0)

describe('cart', () => {
  test.each([
    [[{ price: 2, qty: 3 }], 6],
    [[{ price: 1, qty: 1 }], 2],
  ])('total of %j is %i', (items, expected) => {
    expect(total(items)).toBe(expected)
  })

  test('throws on bad input', () => {
    expect(() => total(null)).toThrow('items must be an array')
  })
})
