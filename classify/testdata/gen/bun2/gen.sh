#!/bin/sh
# Reruns the second set of Bun fixtures: an async Bun.serve handler that
# throws an Error with a cause, bun --hot picking up a syntax error then a
# fix, and bun test with a snapshot mismatch, a test.each failure and a
# timeout. TOOLS has the npm "bun" package's bin (npm install bun; 1.4.5).
# Usage: sh gen.sh; writes ../../new/bun-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-bun2
rm -rf $work && mkdir -p $work && cp -r $here/*.ts $here/__snapshots__ $work/
cd $work
export NO_COLOR=1
$TOOLS/bun run api.ts > api.log 2>&1 &
pid=$!
sleep 2
curl -s -o /dev/null http://127.0.0.1:18461/orders/7
sleep 1
kill $pid
cp api.log $out/bun-serve-cause.txt
# bun --hot: a syntax error saved, then the fix saved.
$TOOLS/bun --hot hot.ts > hot.log 2>&1 &
pid=$!
sleep 2
sed -i 's/hits++;/hits++ +;/' hot.ts
sleep 2
sed -i 's/hits++ +;/hits++;/' hot.ts
sleep 2
curl -s -o /dev/null http://127.0.0.1:18462/
kill $pid
cp hot.log $out/bun-hot.txt
CI=1 $TOOLS/bun test > $out/bun-test-kinds.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/bun-serve-cause.txt $out/bun-hot.txt $out/bun-test-kinds.txt
