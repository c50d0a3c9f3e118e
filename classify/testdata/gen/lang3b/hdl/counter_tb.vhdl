entity counter_tb is
end counter_tb;

architecture sim of counter_tb is
  signal n : integer := 3;
begin
  process begin
    wait for 1 ns;
    assert n = 4 report "count mismatch" severity error;
    wait;
  end process;
end sim;
