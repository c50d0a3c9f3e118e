#!/bin/sh
# Reruns the third set of Bun fixtures (a held-out check, not tuned on):
# bun --watch with a rejection thrown from a timer, and bun build on a
# file with a syntax error and two missing imports.
# TOOLS has the npm "bun" package's bin (1.4.5).
# Usage: sh gen.sh; writes ../../new/bun-watch-rejection.txt, bun-build-multi.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-bun3
rm -rf $work && mkdir -p $work && cp $here/*.ts $work/
cd $work
export NO_COLOR=1
$TOOLS/bun --watch worker.ts > watch.log 2>&1 &
pid=$!
sleep 2
kill $pid
cp watch.log $out/bun-watch-rejection.txt
$TOOLS/bun build multi.ts --outdir dist > $out/bun-build-multi.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/bun-watch-rejection.txt $out/bun-build-multi.txt
