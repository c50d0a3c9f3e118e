defmodule RecvTest do
  use ExUnit.Case

  test "notifies shipment" do
    Recv.notify(self(), 42)
    assert_receive {:delivered, 42}, 50
  end

  test "raises on bad order" do
    assert_raise KeyError, fn -> Map.fetch!(%{}, :id) end
    flunk("order 7 never shipped")
  end
end
