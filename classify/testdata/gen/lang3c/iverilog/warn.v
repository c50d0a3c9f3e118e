module top;
  reg [3:0] a;
  wire [1:0] b;
  assign b = a;
  initial begin
    a = 4'd9;
    #1 $display("b=%d", b);
    $finish;
  end
endmodule
