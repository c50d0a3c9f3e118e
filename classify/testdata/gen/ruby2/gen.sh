#!/bin/sh
# Reruns the second Ruby fixture (ruby 3.1.2): ruby -w warnings at parse
# time (a method redefined, an unused variable), a program's own warn
# line, then an exception with a cause.
# Usage: sh gen.sh; writes ../../new/ruby-warnings-cause.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-ruby2
rm -rf $work && mkdir -p $work && cp $here/*.rb $work/
cd $work
ruby -w report.rb > $out/ruby-warnings-cause.txt 2>&1
sed -i "s#$work#/project#g" $out/ruby-warnings-cause.txt
