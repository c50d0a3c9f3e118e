#!/bin/sh
# Reruns the tsc fixtures: tsc -b over project references (core, app) with
# an error in each, and tsc --pretty false over four files with errors in
# three. TOOLS has typescript (7.0.2, the Go port; npm install typescript).
# Usage: sh gen.sh; writes ../../new/tsc7-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-tsc7
rm -rf $work && mkdir -p $work && cp -r $here/refs $here/many $work/
cd $work/refs
$TOOLS/tsc -b > $out/tsc7-build-refs.txt 2>&1
cd $work/many
$TOOLS/tsc --pretty false -p . > $out/tsc7-plain-many.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/tsc7-build-refs.txt $out/tsc7-plain-many.txt
