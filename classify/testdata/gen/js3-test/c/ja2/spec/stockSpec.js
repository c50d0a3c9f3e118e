describe('stock', () => {
  it('reserves items', async () => {
    await reserve(5)
  })

  it('lists warehouses', () => {
    expect(['north', 'south']).toEqual(['north', 'east'])
  })

  xit('moves stock', () => {})
})

async function reserve(n) {
  throw new RangeError(`cannot reserve ${n}`)
}
