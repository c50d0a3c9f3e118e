with Ada.Text_IO; use Ada.Text_IO;
procedure Shop is
   Count : Integr := 0;
begin
   Put_Line ("items:" & Integer'Image (Cout));
end Shop;
