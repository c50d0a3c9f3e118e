local prices = { tea = 300, cake = 450 }

local function price(name)
  return prices[name] * 1
end

local function total(names)
  local sum = 0
  for _, n in ipairs(names) do
    sum = sum + price(n)
  end
  return sum
end

print("tea:", total({ "tea" }))
print("coffee:", total({ "tea", "coffee" }))
