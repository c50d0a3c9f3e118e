defmodule Shop.Bad do
  def price(item) do
    item.price * quantity
  end
end
