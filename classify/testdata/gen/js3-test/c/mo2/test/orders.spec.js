import assert from 'node:assert/strict'

describe('orders', function () {
  let db
  beforeEach(function () {
    db = connect()
  })

  it('lists orders', function () {
    assert.equal(db.count(), 2)
  })
})

describe('invoices', function () {
  it('formats the number', function () {
    assert.match('INV-7', /^INV-\d{3}$/)
  })

  it('waits for the mailer', function (done) {
    this.timeout(50)
  })
})

function connect() {
  throw new Error('ECONNREFUSED 127.0.0.1:5432')
}
