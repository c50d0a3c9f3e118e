module top;
  reg [3:0] q;
  initial begin
    qq = 4'd1;
    $display("%d", q);
  end
endmodule
