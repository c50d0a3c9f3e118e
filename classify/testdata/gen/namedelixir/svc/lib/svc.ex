defmodule Svc.Stock do
  use GenServer
  require Logger

  def start_link(stock), do: GenServer.start_link(__MODULE__, stock, name: __MODULE__)

  @impl true
  def init(stock), do: {:ok, stock}

  def take(item, n), do: GenServer.call(__MODULE__, {:take, item, n})

  @impl true
  def handle_call({:take, item, n}, _from, stock) do
    left = Map.fetch!(stock, item) - n
    {:reply, left, Map.put(stock, item, left)}
  end
end

defmodule Svc.Run do
  require Logger

  def main do
    Logger.info("taking stock")
    Logger.warning("stock low for apple")
    Task.start(fn -> String.to_integer("x12") end)
    Process.sleep(200)
    catch_exit(fn -> Svc.Stock.take("pear", 1) end)
    Process.sleep(200)
    Logger.error("checkout failed: %{reason: :timeout, order: 42}")
    task = Task.async(fn -> :ok end)
    Task.await(task)
    Process.sleep(200)
  end

  defp catch_exit(f) do
    try do
      f.()
    catch
      :exit, reason -> Logger.error("stock call exited: #{inspect(reason, limit: 3)}")
    end
  end
end
