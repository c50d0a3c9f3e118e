open(my $f, "<", "/nonexistent/config") or die "cannot open config: No such file";
