#!/bin/sh
# Reruns the Deno fixtures: an uncaught promise, a deno check type error, deno lint and a deno test failure.
# TOOLS has the npm "deno" package's bin.
# Usage: sh gen.sh; writes ../../new/deno-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/work/scratch-classify/node_modules/.bin}
work=/tmp/eb-gen-deno
rm -rf $work && mkdir -p $work && cp $here/*.ts $work/
cd $work
export DENO_DIR=$work/.deno NO_COLOR=1
$TOOLS/deno run main.ts > $out/deno-uncaught.txt 2>&1
$TOOLS/deno check typed.ts > $out/deno-check.txt 2>&1
$TOOLS/deno lint lint.ts > $out/deno-lint.txt 2>&1
$TOOLS/deno test cart_test.ts > $out/deno-test.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/deno-*.txt
