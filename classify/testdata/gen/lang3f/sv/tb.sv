module tb;
  int total = 4;
  initial begin
    if (total != 5) $error("total is %0d, want 5", total);
    $display("done");
    $finish;
  end
endmodule
