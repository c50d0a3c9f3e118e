defmodule Shop.CartTest do
  use ExUnit.Case

  alias Shop.Cart

  test "total sums price times quantity" do
    assert Cart.total([%{price: 3, qty: 2}, %{price: 5, qty: 1}]) == 11
  end

  test "TENOFF never goes below zero" do
    assert Cart.discount(8, "TENOFF") == 0
  end

  test "a line without a qty counts once" do
    assert Cart.total([%{price: 4}]) == 4
  end
end
