#!/bin/sh
# Reruns the Minitest fixture: a failed assertion and an error.
# Usage: sh minitest.sh (from anywhere); writes ../../new/ruby-minitest.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-minitest
rm -rf $work && mkdir -p $work && cp $here/cart_test.rb $work/
cd $work
ruby cart_test.rb --seed 1 > $out/ruby-minitest.txt 2>&1
