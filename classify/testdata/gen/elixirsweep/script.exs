defmodule Report do
  def total(rows), do: Enum.reduce(rows, 0, fn r, acc -> acc + r.amount end)
end

rows = [%{amount: 3}, %{amount: "4"}]
IO.puts("report for #{length(rows)} rows")
IO.puts(Report.total(rows))
