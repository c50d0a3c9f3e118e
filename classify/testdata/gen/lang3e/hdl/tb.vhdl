entity tb is
end tb;
architecture sim of tb is
begin
end sim;
