defmodule OkprojTest do
  use ExUnit.Case
  doctest Okproj

  test "greets the world" do
    assert Okproj.hello() == :world
  end
end
