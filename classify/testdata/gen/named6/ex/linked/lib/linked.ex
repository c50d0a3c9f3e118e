defmodule Linked do
  def start_import(rows) do
    spawn_link(fn -> Enum.each(rows, &parse/1) end)
  end

  defp parse(row), do: String.to_integer(row)
end
