import { Given, When, Then } from '@cucumber/cucumber'

Given('{int} items in stock', function (n) {
  this.stock = n
})

When('I reserve {int} items', function (n) {
  if (n > this.stock) {
    throw new RangeError(`cannot reserve ${n}: only ${this.stock} in stock`)
  }
  this.stock -= n
})

Then('{int} items are left', function (n) {
  return 'pending'
})
