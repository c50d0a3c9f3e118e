defmodule Recv do
  def notify(pid, order), do: send(pid, {:shipped, order})
end
