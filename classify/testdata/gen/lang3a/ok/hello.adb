with Ada.Text_IO; use Ada.Text_IO;
procedure Hello is
begin
   Put_Line ("orders: 3 processed, 0 errors");
end Hello;
