defmodule Syntax do
  def total(items) do
    Enum.map(items, fn x ->
      x * 2
  end
end
