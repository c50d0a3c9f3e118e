library ieee;
use ieee.std_logic_1164.all;

entity counter is
  port (clk : in std_logic; q : out integer);
end counter;

architecture rtl of counter is
  signal n : integer := 0;
begin
  process (clk) begin
    if rising_edge(clk) then
      n <= n + step;
    end if;
  end process;
  q <= n;
end rtl;
