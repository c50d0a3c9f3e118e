defmodule Inv.Server do
  @moduledoc "A bare :gen_tcp line server: each connection is served by a Task."
  require Logger

  def start(port) do
    {:ok, listen} = :gen_tcp.listen(port, [:binary, packet: :line, active: false, reuseaddr: true])
    Logger.info("listening on #{port}")
    accept(listen)
  end

  defp accept(listen) do
    {:ok, sock} = :gen_tcp.accept(listen)
    {:ok, pid} = Task.start(fn -> serve(sock) end)
    :ok = :gen_tcp.controlling_process(sock, pid)
    accept(listen)
  end

  defp serve(sock) do
    {:ok, line} = :gen_tcp.recv(sock, 0)
    [sku, qty] = String.split(String.trim(line), " ")
    reply = "#{sku} #{String.to_integer(qty) * 2}\n"
    :gen_tcp.send(sock, reply)
    :gen_tcp.close(sock)
  end
end
