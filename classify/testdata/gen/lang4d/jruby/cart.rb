PRICES = { "pen" => 100 }.freeze

def unit_price(sku)
  PRICES.fetch(sku)
end

def total(items)
  items.sum { |sku, qty| unit_price(sku) * qty }
end

puts "total: #{total([["pen", 2], ["mug", 1]])}"
