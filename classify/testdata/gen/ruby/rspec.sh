#!/bin/sh
# Reruns the RSpec fixture (Debian's ruby-rspec): a failed expectation and
# an error.
# Usage: sh rspec.sh (from anywhere); writes ../../new/ruby-rspec.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-rspec
rm -rf $work && mkdir -p $work && cp -r $here/spec $work/
cd $work
rspec > $out/ruby-rspec.txt 2>&1
