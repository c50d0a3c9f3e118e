class Cart
  def add(item)
    @items << item
  end
