defmodule LinkedTest do
  use ExUnit.Case

  test "imports rows" do
    Linked.start_import(["1", "x"])
    Process.sleep(100)
    assert true
  end

  test "matches" do
    assert "order 12 shipped" =~ "delivered"
  end
end
