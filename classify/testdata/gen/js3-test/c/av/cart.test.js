import test from 'ava'

const total = (items) => items.reduce((sum, item) => sum + item.price * item.qty, 0)

test('sums prices', (t) => {
  t.is(total([{ price: 2, qty: 3 }]), 7)
})

test('lists lines', (t) => {
  t.deepEqual(['apple', 'pear'], ['apple', 'plum'])
})

test('loads the catalogue', async (t) => {
  const catalogue = await Promise.reject(new TypeError('catalogue is not iterable'))
  t.truthy(catalogue)
})

test('counts nothing', (t) => {
  t.is(total([]), 0)
})
