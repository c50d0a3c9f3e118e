# frozen_string_literal: true

class Checkout
  def initialize(items)
    @items = items
  end

  def total
    sum = 0
    unused = 3
    @items.each { |i| sum = sum + i[:price] }
    return sum
  end

  def label()
    "Total: " + total.to_s
  end
end
