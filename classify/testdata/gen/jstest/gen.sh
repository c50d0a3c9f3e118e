#!/bin/sh
# Reruns the vitest and jest fixtures. TOOLS is a node_modules/.bin with
# vitest@4 and jest (npm install vitest@4 jest in a scratch directory).
# Usage: TOOLS=/path/node_modules/.bin sh gen.sh; writes ../../new/{vitest,jest}-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/work/scratch-classify/node_modules/.bin}
work=/tmp/eb-gen-jstest
rm -rf $work && mkdir -p $work && cp -r $here/src $here/jest $here/jest-broken $here/suite $work/
cd $work
echo '{"type":"module"}' > package.json
CI=1 $TOOLS/vitest run --root . src > $out/vitest-fail.txt 2>&1
# A test file that does not parse, beside one that logs to stderr and passes.
CI=1 $TOOLS/vitest run --root . suite > $out/vitest-suite-error.txt 2>&1
# Watch mode: the failing run, then a rerun after the test is fixed.
CI= $TOOLS/vitest --watch --root . src > watch.log 2>&1 &
pid=$!
sleep 5
sed -i 's/toBe(4)/toBe(3)/; s/total(null)/total([])/' src/cart.test.js
sleep 4
kill $pid
sleep 0.5
cp watch.log $out/vitest-watch.txt
cd jest && echo '{}' > package.json
CI=1 $TOOLS/jest --rootDir . > $out/jest-fail.txt 2>&1
# A test file that does not parse: "Test suite failed to run".
cd ../jest-broken && echo '{}' > package.json
CI=1 $TOOLS/jest --rootDir . > $out/jest-suite-error.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/vitest-fail.txt $out/vitest-suite-error.txt $out/vitest-watch.txt $out/jest-fail.txt $out/jest-suite-error.txt
