prices = require './prices.json'

total = (items) ->
  items.reduce ((sum, item) -> sum + prices[item.sku].amount * item.qty), 0

console.log total [{sku: 'A1', qty: 2}, {sku: 'ZZ', qty: 1}]
