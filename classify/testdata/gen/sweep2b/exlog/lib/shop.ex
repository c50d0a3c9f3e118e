defmodule Shop do
  require Logger

  def run do
    Logger.metadata(request_id: "F7x2", order_id: 42)
    Logger.info("charging order")
    Logger.warning("card expires soon")
    case charge(42) do
      {:ok, _} -> :ok
      {:error, reason} -> Logger.error("charge failed: #{inspect(reason)}")
    end
    Logger.debug("done")
  end

  defp charge(_id), do: {:error, :card_declined}

  def old(list) do
    unused = 1
    Enum.map(list, fn x -> x * 2 end)
  end
end
