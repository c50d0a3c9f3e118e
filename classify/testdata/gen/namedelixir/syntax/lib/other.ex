defmodule Syntax.Other do
  def ok, do: :ok
end
