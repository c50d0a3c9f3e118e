class Cart
  attr_reader :items

  def initialize(items)
    @items = items
  end

  def total
    unused = 0
    items.sum { |item| item.price * item.quantity }
  end

  def empty?
    items.size == 0
  end

  def add(item)
    if item.quantity > 0
      items << item
  end
end
