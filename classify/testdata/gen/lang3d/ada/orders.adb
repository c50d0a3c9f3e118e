with Ada.Text_IO; use Ada.Text_IO;
procedure Orders is
   Bad_Order : exception;
   procedure Check (Qty : Integer) is
   begin
      if Qty < 0 then
         raise Bad_Order with "negative quantity" & Integer'Image (Qty);
      end if;
   end Check;
begin
   Put_Line ("checking order 17");
   Check (-2);
end Orders;
