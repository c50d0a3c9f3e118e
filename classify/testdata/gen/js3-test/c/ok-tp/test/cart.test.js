import t from 'tap'

t.test('sums prices', async (t) => {
  t.equal(2 * 3, 6)
})
