program Cart;
{$R+}
var
  prices: array[1..3] of Integer = (1, 2, 3);
  i, total: Integer;
begin
  total := 0;
  for i := 1 to 4 do
    total := total + prices[i];
  writeln('total ', total);
end.
