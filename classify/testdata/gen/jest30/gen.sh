#!/bin/sh
# Reruns the jest 30 fixture: a snapshot mismatch, a test timeout and a
# describe.each case that throws. TOOLS has jest (30.5.2; npm install jest).
# Usage: sh gen.sh; writes ../../new/jest30-kinds.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-jest30
rm -rf $work && mkdir -p $work && cp -r $here/*.js $here/__snapshots__ $work/
cd $work
echo '{}' > package.json
CI=1 $TOOLS/jest --rootDir . > $out/jest30-kinds.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/jest30-kinds.txt
