total = (items) ->
  sum = 0
  for item in items
    sum += item.price
      * item.qty
  sum

console.log total [{price: 2, qty: 3}]
