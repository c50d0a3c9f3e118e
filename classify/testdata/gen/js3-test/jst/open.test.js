test('starts the poller', () => {
  const timer = setInterval(() => {}, 1000)
  expect(timer).toBeDefined()
})
