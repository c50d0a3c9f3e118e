require "./src/cart"

puts "total: #{Cart.total([{"pen", 2}, {"mug", 1}])}"
