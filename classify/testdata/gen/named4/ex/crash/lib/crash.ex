defmodule Crash.Cache do
  use GenServer
  def start_link(_), do: GenServer.start(__MODULE__, :ok, name: __MODULE__)
  @impl true
  def init(:ok), do: {:ok, %{}}
  @impl true
  def handle_cast(:reset, state), do: {:stop, :corrupt_index, state}
end

defmodule Crash.Run do
  def main do
    {:ok, _} = Crash.Cache.start_link([])
    GenServer.cast(Crash.Cache, :reset)
    Process.sleep(100)
    {:ok, agent} = Agent.start(fn -> %{} end)
    Agent.cast(agent, fn state -> Map.fetch!(state, :sku) end)
    Process.sleep(100)
    spawn_link(fn -> raise ArgumentError, "bad ledger row 12" end)
    Process.sleep(200)
  end
end
