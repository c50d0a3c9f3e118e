#!/bin/sh
# Reruns the named-sweep Deno fixtures. TOOLS has the npm "deno" package's bin (2.9.6).
#   deno-fmt-check        deno fmt --check on a badly formatted file and a good one
#   deno-test-steps       deno test: a failing t.step, a TypeError, an ignored test
#   deno-npm-missing      deno run of an npm: specifier that does not exist on the registry
#   deno-compile-missing  deno compile of a file importing a missing module
#   deno-task-missing     deno task of a task that is not defined
#   deno-healthy          deno test, fmt --check and lint on a clean directory
# Usage: sh gen.sh; writes ../../new/deno-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-nameddeno
rm -rf $work && cp -r $here $work
cd $work
unset RUST_BACKTRACE RUST_LIB_BACKTRACE
export DENO_DIR=$work/.deno NO_COLOR=1 PATH=$TOOLS:$PATH
deno fmt --check ugly.ts pretty.ts > $out/deno-fmt-check.txt 2>&1
deno test plain_steps_test.ts > $out/deno-test-steps.txt 2>&1
deno run npmimport.ts > $out/deno-npm-missing.txt 2>&1
deno compile -o app compile_me.ts > $out/deno-compile-missing.txt 2>&1
deno task nope > $out/deno-task-missing.txt 2>&1
cd $work/ok && { deno test; deno fmt --check; deno lint; } > $out/deno-healthy.txt 2>&1
for n in deno-fmt-check deno-test-steps deno-npm-missing deno-compile-missing deno-task-missing deno-healthy; do
	sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/$n.txt
done
