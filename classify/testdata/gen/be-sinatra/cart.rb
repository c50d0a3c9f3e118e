# The app's cart code for the be-sinatra fixtures (backend-sweep).
module Cart
  CARTS = { "1" => { items: { "apple" => 3 }, lines: ["apple"] } }.freeze

  def self.lookup(id)
    CARTS[id]
  end

  def self.total(id)
    cart = lookup(id)
    cart[:items].values.sum # cart is nil for an unknown cart
  end
end
