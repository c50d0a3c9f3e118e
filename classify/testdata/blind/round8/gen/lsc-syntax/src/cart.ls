total = (items) ->
  sum = 0
  for item in items
    sum += item.price * item.qty
  sum

format = (n) -> "$#{n.toFixed 2"

module.exports = {total, format}
