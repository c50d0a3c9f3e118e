class Cart
  def initialize
    @items = []
  end

  def add(price, qty = 1)
    @items << [price, qty]
  end

  def total
    @items.sum { |price, qty| price * qty }
  end

  def empty?
    @items.empty?
  end
end
