defmodule Body do
  alias Body.Unused
  import Enum, only: [map: 2]

  @rates Application.fetch_env!(:body, :rates)
  def rate(k), do: Map.get(@rates, k)
end
