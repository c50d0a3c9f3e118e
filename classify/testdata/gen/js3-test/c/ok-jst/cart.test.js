

const total = (items) => items.reduce((sum, item) => sum + item.price * item.qty, 0)

describe('cart', () => {
  it('sums prices', () => {
    expect(total([{ price: 2, qty: 3 }])).toBe(6)
  })
  it('counts nothing', () => {
    expect(total([])).toBe(0)
  })
})
