use strict;
print "loading plugins\n";
require Cart::Plugin;
