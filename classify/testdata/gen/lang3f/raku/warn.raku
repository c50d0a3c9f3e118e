my $name;
say "hello " ~ $name;
say "done";
