test('parses', () => {
  const x = {
  expect(x).toBeDefined()
})
