require "minitest/autorun"

def total(items) = items.sum { |i| i[:price] }

class CartTest < Minitest::Test
  def test_sums_prices
    assert_equal 5, total([{ price: 2 }, { price: 3 }])
  end

  def test_applies_discount
    assert_equal 9, total([{ price: 10 }])
  end

  def test_handles_missing_items
    total(nil)
  end
end
