import { Given, When, Then } from '@cucumber/cucumber'
import assert from 'node:assert/strict'

Given('a cart with {int} apples at {int} each', function (qty, price) {
  this.items = [{ qty, price }]
})

Given('an empty cart', function () {
  this.items = []
})

When('I total the cart', function () {
  this.total = this.items.reduce((sum, item) => sum + item.price * item.qty, 0)
})

Then('the total is {int}', function (expected) {
  assert.equal(this.total, expected)
})
