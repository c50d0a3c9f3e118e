defmodule Shop.Worker do
  use GenServer

  def start_link(_), do: GenServer.start_link(__MODULE__, nil)
  def init(nil), do: {:ok, %{}}

  def handle_call(:crash, _from, state) do
    {:reply, Map.fetch!(state, :missing), state}
  end
end
