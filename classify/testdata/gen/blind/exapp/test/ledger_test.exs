defmodule LedgerTest do
  use ExUnit.Case

  test "balance" do
    assert Ledger.balance([1, 2]) == 3
    assert Ledger.balanse([]) == 0
    assert undefined_helper() == :ok
  end
end
