require_relative "lib/render"

Order = Struct.new(:customer, :lines, :total, :address, keyword_init: true)

orders = [
  Order.new(customer: "Ana", lines: [{ sku: "MUG-1", qty: 2, price: 1250 }], total: 2500,
            address: Struct.new(:city).new("Lyon")),
]

orders.each do |order|
  html = render("receipt", order: order)
  puts "rendered receipt for #{order.customer} (#{html.bytesize} bytes)"
end
