defmodule Deps do
  @moduledoc """
  Documentation for `Deps`.
  """

  @doc """
  Hello world.

  ## Examples

      iex> Deps.hello()
      :world

  """
  def hello do
    :world
  end
end
