defmodule Tally do
  def count(words), do: words |> String.split() |> length()
  def top(map), do: map |> Enum.max_by(fn {_, v} -> v end) |> elem(0)
end
