parts = ["a", 1]
IO.puts(Enum.join(parts, ",") <> :done)
