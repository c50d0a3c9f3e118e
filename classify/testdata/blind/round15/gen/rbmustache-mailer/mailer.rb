require "mustache"

class Receipt < Mustache
  self.template_path = File.join(__dir__, "templates")
  self.template_name = "receipt"
end

puts Receipt.render(
  name: "Ada",
  order_id: 1042,
  items: [{ qty: 2, title: "Mug", price: "$25.00" }],
  total: "$25.00"
)
