defmodule Uses do
  use Uses.Schema
  def f, do: 1
end
