defmodule Tests do
  def parse!(s), do: String.to_integer(s)
  def slow, do: Process.sleep(500)
  def fetch(map, key), do: Map.fetch!(map, key)
end
