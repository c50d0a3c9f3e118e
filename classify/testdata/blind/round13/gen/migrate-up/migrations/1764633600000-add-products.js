'use strict'
const db = require('../db')

module.exports.up = function (next) {
  const data = db.load()
  data.products = [
    { sku: 'mug', name: 'Mug', cents: 1250 },
    { sku: 'cap', name: 'Cap', cents: 1900 },
  ]
  db.save(data)
  next()
}

module.exports.down = function (next) {
  const data = db.load()
  data.products = []
  db.save(data)
  next()
}
