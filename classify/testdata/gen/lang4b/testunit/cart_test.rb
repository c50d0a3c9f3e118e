require "test/unit"

class Cart
  PRICES = { "pen" => 100 }.freeze

  def self.total(items)
    items.sum { |sku, qty| PRICES.fetch(sku) * qty }
  end

  def self.discount(cents)
    cents - cents / 20 # bug: 5% instead of 10%
  end
end

class CartTest < Test::Unit::TestCase
  def test_sums
    assert_equal(200, Cart.total([["pen", 2]]))
  end

  def test_discount
    assert_equal(90, Cart.discount(100))
  end

  def test_unknown_sku
    assert_equal(0, Cart.total([["mug", 1]]))
  end
end
