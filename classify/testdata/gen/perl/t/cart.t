use strict;
use warnings;
use Test::More tests => 3;
sub total { my $s = 0; $s += $_ for @_; return $s }
is(total(1, 2), 3, 'adds two prices');
is(total(1, 2, 3), 7, 'adds three prices');
ok(total() > 0, 'empty cart has a total');
