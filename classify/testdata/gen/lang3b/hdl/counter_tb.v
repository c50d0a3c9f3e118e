module counter_tb;
  reg [3:0] q = 0;
  initial begin
    q = q + 3;
    if (q != 4) $fatal(1, "count mismatch: got %0d, want 4", q);
    $display("ok");
  end
endmodule
