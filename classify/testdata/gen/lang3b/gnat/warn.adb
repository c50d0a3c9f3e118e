with Ada.Text_IO; use Ada.Text_IO;
procedure Warn is
   Unused : Integer := 0;
   X : Integer;
begin
   Put_Line (Integer'Image (X));
end Warn;
