defmodule Okproj do
  @moduledoc """
  Documentation for `Okproj`.
  """

  @doc """
  Hello world.

  ## Examples

      iex> Okproj.hello()
      :world

  """
  def hello do
    :world
  end
end
