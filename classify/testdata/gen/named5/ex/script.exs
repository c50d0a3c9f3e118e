defmodule Ledger do
  def check(:ok), do: :ok
  def check(other), do: throw({:unbalanced, other})
end

IO.puts("checking ledger")
Ledger.check({:diff, 3})
