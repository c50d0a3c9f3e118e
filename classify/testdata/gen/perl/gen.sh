#!/bin/sh
# Reruns the Perl fixtures: die, warn, a missing module, a syntax error, a
# missing method and Carp's confess, each as `perl x.pl`, stdout and stderr
# together as errbundle run sees them.
# Usage: sh gen.sh (from anywhere); writes ../../new/perl-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-perl
rm -rf $work && mkdir -p $work && cp -r $here/*.pl $here/t $work/
cd $work
for f in die warn inc syntax method confess; do
	perl $f.pl > $out/perl-$f.txt 2>&1
done
# Test::More under prove: TAP with "#" diagnostics naming the failing line.
prove -v t/cart.t > $out/perl-prove.txt 2>&1
sed -i "s#$work#/project#g" $out/perl-prove.txt
