use strict;
use warnings;
my $cart = bless {}, 'Cart';
print "total: ", $cart->total(), "\n";
