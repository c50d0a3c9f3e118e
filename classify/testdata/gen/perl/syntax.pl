use strict;
my $total = 1
my $tax = 2;
print $total + $tax, "\n";
