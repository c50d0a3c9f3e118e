#!/bin/sh
# Reruns the missing-script fixture: each interpreter asked to run a file
# that is not there, as a typo in a dev command does.
# Usage: sh gen.sh (from anywhere); writes ../../new/missing-script.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-missing
rm -rf $work && mkdir -p $work && cd $work
{ ruby nope.rb; python3 nope.py; perl nope.pl; lua5.4 nope.lua; php nope.php; bash nope.sh; go run nope.go; } 2>&1 |
	sed -e "s#$work#/project#g" -e "s#^/[^:]*/bin/python3:#python3:#" > $out/missing-script.txt
