#!/bin/sh
# Reruns the pyright fixture (npm pyright) on the linters' app.py: each
# diagnostic is indented under the file, with its detail indented deeper.
# Usage: BIN=/path/to/node_modules/.bin sh gen.sh; writes ../../new/pyright-app.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-pyright
rm -rf $work && mkdir -p $work && cp $here/app.py $work/
cd $work
$BIN/pyright app.py 2>&1 | sed "s#$work#/project#g" > $out/pyright-app.txt
