defmodule Boot.Listener do
  use GenServer

  def start_link(port), do: GenServer.start_link(__MODULE__, port, name: __MODULE__)

  @impl true
  def init(port) do
    case File.read("config/#{port}.json") do
      {:ok, body} -> {:ok, body}
      {:error, reason} -> {:stop, {:config_missing, reason}}
    end
  end

  @impl true
  def handle_cast(:ping, state), do: {:noreply, state}
  def handle_info(:tick, state), do: {:noreply, state}
end
