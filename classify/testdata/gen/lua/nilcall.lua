local cart = { items = {} }
print("cart ready")
local function total(c)
  return c.itms.count
end
print(total(cart))
