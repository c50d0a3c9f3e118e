defmodule Structs.Order do
  @behaviour GenServer
  defstruct [:id, :lines]

  def init(arg), do: {:ok, arg}

  def total(%Structs.Order{lines: lines}), do: Enum.sum(lines)
  def build(id), do: %Structs.Line{id: id}
end
