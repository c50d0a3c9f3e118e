defmodule ClausesTest do
  use ExUnit.Case

  setup do
    raise "fixture server down"
  end

  test "kind" do
    assert Clauses.kind(:vip) == :vip
  end
end
