defmodule Shop.CartTest do
  use ExUnit.Case

  alias Shop.Cart

  test "total sums price times quantity" do
    assert Cart.total([%{price: 3, qty: 2}, %{price: 5, qty: 1}]) == 11
  end

  test "HALF halves the total" do
    assert Cart.discount(8, "HALF") == 4.0
  end
end
