defmodule Shop.Checkout do
  alias Shop.Cart

  def run(lines, coupon) do
    unused = :ok
    total = Cart.totl(lines)
    apply_coupon(total, coupon)
  end

  defp apply_coupon(total, "HALF"), do: total / 2
  defp apply_coupon(total, _), do: totl
end
