

function checkout(cart) {
  if (cart.items.length === 0) {
    console.error('checkout: empty cart for user', cart.user)
    console.warn('Deprecation: checkout() without a currency is deprecated')
    return null
  }
  return { total: 1 }
}

it('refuses an empty cart', () => {
  expect(checkout({ user: 7, items: [] })).toBeNull()
})

it('logs an error object', () => {
  console.error(new Error('payment provider timeout'))
  expect(true).toBe(true)
})
