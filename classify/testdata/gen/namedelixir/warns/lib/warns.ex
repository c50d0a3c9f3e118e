defmodule Warns do
  @rate 20

  def total(items) do
    Enum.reduce(items, 0, fn {_name, price}, acc -> acc + price end)
  end

  def label(:open), do: "open"
  def count(list), do: length(list)
  def label(:paid), do: "paid"

  defp helper(x), do: x * 2

  def old, do: Warns.Legacy.sum(1, 2)

  def pick(map) do
    case map do
      %{id: id} -> id
      %{id: id, name: _} -> id
    end
  end
end

defmodule Warns.Legacy do
  @deprecated "Use Warns.total/1 instead"
  def sum(a, b), do: a + b
end
