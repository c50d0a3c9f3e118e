def total(items)
  count = items.size
  items.sum
end

if total([1]) = 1
  puts "one"
end
