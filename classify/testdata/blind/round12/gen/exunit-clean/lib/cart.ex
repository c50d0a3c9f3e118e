defmodule Shop.Cart do
  @moduledoc "A cart's lines and their total."

  def total(lines) do
    Enum.reduce(lines, 0, fn %{price: price, qty: qty}, sum -> sum + price * qty end)
  end

  def discount(total, "HALF"), do: total / 2
  def discount(total, "TENOFF"), do: total - 10
  def discount(total, _), do: total
end
