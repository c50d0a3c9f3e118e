class Cart
  constructor: (@items) ->

  total: ->
    sum = 0
    for item in @items
        sum += item.price * item.qty
    sum;

  describeItemsInTheCartForTheCustomerWithAVeryLongMethodNameThatGoesOnAndOn: -> "items"

module.exports = Cart
