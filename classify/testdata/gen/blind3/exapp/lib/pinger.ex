defmodule Pinger do
  require Logger

  def ping(host) do
    Logger.info("pinging #{host}")
    if host == "db", do: raise(RuntimeError, "db unreachable after 3 tries")
    :pong
  end

  def run do
    spawn(fn -> ping("db") end)
    Process.sleep(100)
    Logger.warning("pinger finished with errors")
  end
end
