'use strict'
const db = require('../db')

module.exports.up = function (next) {
  const data = db.load()
  for (const p of data.product) {
    p.currency = 'EUR'
  }
  db.save(data)
  next()
}

module.exports.down = function (next) {
  const data = db.load()
  for (const p of data.products) delete p.currency
  db.save(data)
  next()
}
