local cart = require("cart")

describe("cart", function()
  local prices = { pen = { cents = 100 } }

  it("sums items", function()
    assert.are.equal(200, cart.total(prices, { { sku = "pen", qty = 2 } }))
  end)

  it("takes ten percent off", function()
    assert.are.equal(90, cart.discount(100))
  end)

  it("rejects an unknown sku", function()
    assert.are.equal(0, cart.total(prices, { { sku = "mug", qty = 1 } }))
  end)
end)
