#!/bin/sh
# Reruns the named-sweep Bun fixtures. TOOLS has the npm "bun" package's bin (1.4.5).
#   bun-run-missing-module  bun run dev: an import that does not resolve; bun run of a
#                           script that does not exist
#   bun-serve-port-in-use   two Bun.serve on one port
#   bun-test-kinds2         bun test: toThrow not thrown, toEqual diff, a timeout, a
#                           TypeError in a test, test.todo, a beforeAll that throws
#   bun-install-no-version  bun install: a dependency range no published version matches
#   bun-healthy             bun test (all pass) and bun run of a script that only logs
# Usage: sh gen.sh; writes ../../new/bun-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-namedbun
rm -rf $work && cp -r $here $work
cd $work
export NO_COLOR=1 PATH=$TOOLS:$PATH
{ $TOOLS/bun run dev; $TOOLS/bun run nope; } > $out/bun-run-missing-module.txt 2>&1
$TOOLS/bun serve.ts > $out/bun-serve-port-in-use.txt 2>&1
$TOOLS/bun test cart.test.ts > $out/bun-test-kinds2.txt 2>&1
cd $work/badpkg && $TOOLS/bun install > $out/bun-install-no-version.txt 2>&1
cd $work/ok && { $TOOLS/bun test; $TOOLS/bun run hello.ts; } > $out/bun-healthy.txt 2>&1
for n in bun-run-missing-module bun-serve-port-in-use bun-test-kinds2 bun-install-no-version bun-healthy; do
	sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/$n.txt
done
