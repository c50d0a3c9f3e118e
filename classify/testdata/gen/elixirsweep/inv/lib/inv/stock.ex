defmodule Inv.Stock do
  @moduledoc "Stock levels."

  @doc """
  Reserves n items.

      iex> Inv.Stock.reserve(%{qty: 5}, 2)
      {:ok, %{qty: 3}}

      iex> Inv.Stock.reserve(%{qty: 1}, 2)
      {:error, :short}
  """
  def reserve(%{qty: q} = s, n) when q >= n, do: {:ok, %{s | qty: q - n}}
  def reserve(_s, _n), do: {:error, :insufficient}

  def restock(s, n), do: Inv.Supplier.order(s, n)

  def label(%{sku: sku, qty: qty}) do
    old = sku
    "#{sku}: #{qty}"
  end
end
