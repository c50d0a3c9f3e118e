import { describe, it, before, test } from 'node:test'
import assert from 'node:assert/strict'

describe('orders', () => {
  let db
  before(() => {
    db = connect()
  })
  it('lists orders', () => {
    assert.equal(db.count(), 2)
  })
})

test('invoice number', async (t) => {
  await t.test('has a prefix', () => {
    assert.match('INV-7', /^INV-\d{3}$/)
  })
  await t.test('is padded', { todo: 'not yet' }, () => {
    assert.fail('todo')
  })
})

function connect() {
  throw new Error('ECONNREFUSED 127.0.0.1:5432')
}
