local M = {}

local function price_of(prices, sku)
  return prices[sku].cents  -- errors for an unknown sku
end

function M.total(prices, items)
  local sum = 0
  for _, it in ipairs(items) do
    sum = sum + price_of(prices, it.sku) * it.qty
  end
  return sum
end

function M.discount(cents)
  return math.floor(cents * 0.9 + 1)  -- bug: +1
end

return M
