defmodule Svc.Application do
  @moduledoc false
  use Application

  @impl true
  def start(_type, _args) do
    children = [
      {Svc.Stock, %{"apple" => 3}},
      {Agent, fn -> %{} end}
    ]

    Supervisor.start_link(children, strategy: :one_for_one, name: Svc.Supervisor, max_restarts: 1, max_seconds: 5)
  end
end
