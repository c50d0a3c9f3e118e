defmodule Ledger do
  def balance(entries), do: Enum.sum(entries)
end
