my $total = 0;
for 1..3 -> $i {
    $total += $i
say $total;
