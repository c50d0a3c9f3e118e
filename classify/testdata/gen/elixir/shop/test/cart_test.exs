defmodule Shop.CartTest do
  use ExUnit.Case

  test "total adds" do
    assert Shop.Cart.total([1, 2]) == 4
  end

  test "first of empty" do
    Shop.Cart.first([])
  end

  test "total of one" do
    assert Shop.Cart.total([1]) == 1
  end
end
