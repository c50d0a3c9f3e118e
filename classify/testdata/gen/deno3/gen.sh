#!/bin/sh
# Reruns the third set of Deno fixtures (a held-out check, not tuned on):
# deno task running a script that fails on a missing file, deno test with
# an import from jsr.io that cannot load, a node:assert deepEqual diff, and deno lint on two files.
# TOOLS has the npm "deno" package's bin (2.9.6).
# Usage: sh gen.sh; writes ../../new/deno-{task,import-failed,test-diff,lint-multi}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-deno3
rm -rf $work && mkdir -p $work && cp $here/*.ts $here/deno.json $work/
cd $work
unset RUST_BACKTRACE RUST_LIB_BACKTRACE
export DENO_DIR=$work/.deno NO_COLOR=1
$TOOLS/deno task build > $out/deno-task.txt 2>&1
# jsr.io is not reachable from this machine: deno test fails to load the import.
$TOOLS/deno test total_test.ts > $out/deno-import-failed.txt 2>&1
$TOOLS/deno test node_assert_test.ts > $out/deno-test-diff.txt 2>&1
$TOOLS/deno lint a.ts b.ts > $out/deno-lint-multi.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/deno-task.txt $out/deno-test-diff.txt $out/deno-lint-multi.txt $out/deno-import-failed.txt
