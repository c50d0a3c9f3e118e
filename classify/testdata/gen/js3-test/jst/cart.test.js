const { total, fetchStock } = require('./cart')

describe('cart', () => {
  test('sums prices', () => {
    expect(total([{ price: 2, qty: 3 }])).toEqual(7)
  })

  test('renders the receipt', () => {
    expect({ total: 6, lines: 1 }).toMatchSnapshot()
  })

  test('fetches stock', async () => {
    await fetchStock(4)
  }, 200)

  test('counts items', () => {
    expect(total([])).toBe(0)
  })
})
