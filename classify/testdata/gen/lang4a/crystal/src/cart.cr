module Cart
  PRICES = {"pen" => 100, "book" => 500}

  def self.price(sku : String) : Int32
    PRICES[sku]
  end

  def self.total(items : Array({String, Int32})) : Int32
    items.sum { |(sku, qty)| price(sku) * qty }
  end

  def self.discount(cents : Int32) : Int32
    cents - cents // 20 # bug: 5% instead of 10%
  end
end
