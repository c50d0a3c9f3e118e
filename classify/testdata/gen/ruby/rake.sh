#!/bin/sh
# Reruns the Rake fixture: a task that names an undefined constant.
# Usage: sh rake.sh (from anywhere); writes ../../new/ruby-rake.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-rake
rm -rf $work && mkdir -p $work && cp $here/Rakefile $work/
cd $work
rake 2>&1 | sed "s#$work#/project#g" > $out/ruby-rake.txt
