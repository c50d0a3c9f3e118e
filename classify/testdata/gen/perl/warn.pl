use strict;
use warnings;
print "starting worker\n";
warn "low disk space on /var";
my $count;
print "count=" . $count . "\n";
print "done\n";
