defmodule FeedsTest do
  use ExUnit.Case

  setup_all do
    {:ok, pid} = Agent.start_link(fn -> %{} end)
    :ok = Agent.get(pid, & &1)
    :ok
  end

  test "parses rss" do
    assert Feeds.parse!("<rss>") == :rss
  end
end
