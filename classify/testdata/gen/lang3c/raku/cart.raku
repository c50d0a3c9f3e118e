sub line-total($line) { $line<qty> * $line<price> }
my @lines = { qty => 2, price => 3 }, { qty => 5, price => 'one' };
say "cart total: ", [+] @lines.map(&line-total);
