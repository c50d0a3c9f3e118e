with Ada.Text_IO; use Ada.Text_IO;
procedure Orders is
   type Qty_Array is array (1 .. 3) of Integer;
   Qty : Qty_Array := (2, 5, 1);
   function Line_Qty (I : Integer) return Integer is
   begin
      return Qty (I);
   end Line_Qty;
begin
   for I in 1 .. 4 loop
      Put_Line ("line" & Integer'Image (I) & " qty" & Integer'Image (Line_Qty (I)));
   end loop;
end Orders;
