defmodule Fmt do
  def total(items),   do: Enum.sum( items )
  def unused_arg(x), do: 1
end
