program Cart;
var
  total: Integer;
begin
  total := 'ten';
  writeln(totl);
end.
