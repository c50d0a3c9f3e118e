#!/bin/sh
# Reruns the Bun fixtures: a Bun.serve TypeError, an unhandled rejection,
# a bun test failure, a bundler error and two syntax errors in one file. TOOLS has the npm "bun" package's bin.
# Usage: sh gen.sh; writes ../../new/bun-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/work/scratch-classify/node_modules/.bin}
work=/tmp/eb-gen-bun
rm -rf $work && mkdir -p $work && cp $here/*.ts $work/
cd $work
export NO_COLOR=1
$TOOLS/bun run server.ts > serve.log 2>&1 &
pid=$!
sleep 2
curl -s -o /dev/null http://127.0.0.1:18453/ok
curl -s -o /dev/null http://127.0.0.1:18453/boom
sleep 1
kill $pid
cp serve.log $out/bun-serve.txt
$TOOLS/bun run reject.ts > $out/bun-rejection.txt 2>&1
$TOOLS/bun test > $out/bun-test.txt 2>&1
$TOOLS/bun build broken.ts --outdir dist > $out/bun-build.txt 2>&1
$TOOLS/bun run syn.ts > $out/bun-syntax.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/bun-*.txt
