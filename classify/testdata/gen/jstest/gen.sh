#!/bin/sh
# Reruns the vitest and jest fixtures. TOOLS is a node_modules/.bin with
# vitest@4 and jest (npm install vitest@4 jest in a scratch directory).
# Usage: TOOLS=/path/node_modules/.bin sh gen.sh; writes ../../fixtures/{vitest,jest}-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../fixtures
: ${TOOLS:=/work/scratch-classify/node_modules/.bin}
work=/tmp/eb-gen-jstest
rm -rf $work && mkdir -p $work && cp -r $here/src $here/jest $work/
cd $work
echo '{"type":"module"}' > package.json
CI=1 $TOOLS/vitest run --root . src > $out/vitest-fail.txt 2>&1
cd jest && echo '{}' > package.json
CI=1 $TOOLS/jest --rootDir . > $out/jest-fail.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/vitest-fail.txt $out/jest-fail.txt
