import t from 'tap'

function total(items) {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0)
}

t.test('sums prices', async (t) => {
  t.equal(total([{ price: 2, qty: 3 }]), 7)
})

t.test('reads the config', async (t) => {
  JSON.parse('{"currency": EUR}')
  t.pass('parsed')
})

t.test('counts items', async (t) => {
  t.equal(total([]), 0)
})
