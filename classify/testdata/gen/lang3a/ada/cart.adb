with Ada.Text_IO; use Ada.Text_IO;
procedure Cart is
   Total : Integer := 0;
begin
   Total := Total + Price;
   Put_Line (Integer'Image (Total));
end Cart;
