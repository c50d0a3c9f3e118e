use strict;
use warnings;
use Carp qw(confess);
sub load_user { my ($id) = @_; confess "no user with id $id" unless $id > 0; return { id => $id } }
sub handler { return load_user(shift) }
print "ok: ", handler(1)->{id}, "\n";
handler(0);
