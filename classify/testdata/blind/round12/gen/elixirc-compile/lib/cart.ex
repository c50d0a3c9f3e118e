defmodule Shop.Cart do
  @moduledoc "A cart's lines and their total."

  def total(lines) do
    Enum.reduce(lines, 0, fn %{price: price, qty: qty}, sum -> sum + price * qty end)
  end
end
