defmodule Inv.StockTest do
  use ExUnit.Case, async: true
  doctest Inv.Stock

  test "label shows quantity" do
    assert Inv.Stock.label(%{sku: "A-1", qty: 3}) == "A-1 x3"
  end

  test "reserve keeps other fields" do
    assert {:ok, %{qty: 1, sku: "B"}} = Inv.Stock.reserve(%{qty: 2, sku: "C"}, 1)
  end

  test "label needs a sku" do
    Inv.Stock.label(%{qty: 3})
  end
end
