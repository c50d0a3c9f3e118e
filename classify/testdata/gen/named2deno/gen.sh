#!/bin/sh
# Reruns the second named-sweep Deno round. TOOLS has the npm "deno" package's bin (2.9.6).
#   deno-bare-specifier  deno run of a file importing "lodash" with no import map
#   deno-config-invalid  deno task in a directory whose deno.json does not parse
#   deno-bench-fail      deno bench: one bench throws a SyntaxError
#   deno-worker-error    deno run --allow-read: a module worker throws in onmessage
# Usage: sh gen.sh; writes ../../new/deno-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-named2deno
rm -rf $work && cp -r $here $work
cd $work
unset RUST_BACKTRACE RUST_LIB_BACKTRACE
export DENO_DIR=$work/.deno NO_COLOR=1 PATH=$TOOLS:$PATH
deno run bare.ts > $out/deno-bare-specifier.txt 2>&1
(cd badcfg && deno task dev) > $out/deno-config-invalid.txt 2>&1
deno bench cart_bench.ts > $out/deno-bench-fail.txt 2>&1
deno run --allow-read worker_main.ts > $out/deno-worker-error.txt 2>&1
for n in deno-bare-specifier deno-config-invalid deno-bench-fail deno-worker-error; do
	sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/$n.txt
done
