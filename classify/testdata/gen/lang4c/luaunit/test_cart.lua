local lu = require("luaunit")

local prices = { pen = { cents = 100 } }

local function unit_price(sku)
  return prices[sku].cents
end

local function discount(cents)
  return cents - cents // 20 -- bug: 5% instead of 10%
end

TestCart = {}

function TestCart:testSums()
  lu.assertEquals(unit_price("pen") * 2, 200)
end

function TestCart:testDiscount()
  lu.assertEquals(discount(100), 90)
end

function TestCart:testUnknownSku()
  lu.assertEquals(unit_price("mug"), 0)
end

os.exit(lu.LuaUnit.run())
