let db

beforeAll(() => {
  db = connect('postgres://localhost:5999/shop')
})

function connect(url) {
  throw new Error(`connect ECONNREFUSED ${url}`)
}

test('lists orders', () => {
  expect(db.orders()).toHaveLength(2)
})
