defmodule Boot.Application do
  @moduledoc false
  use Application

  @impl true
  def start(_type, _args) do
    port = System.get_env("BOOT_PORT", "4000") |> String.to_integer()
    children = [{Boot.Listener, port}]
    Supervisor.start_link(children, strategy: :one_for_one, name: Boot.Supervisor)
  end
end
