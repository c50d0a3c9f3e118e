#!/bin/sh
# Reruns the second named-sweep Bun round. TOOLS has the npm "bun" package's bin (1.4.5).
#   bun-test-between   bun test: a test file whose import does not resolve, an afterEach
#                      that throws, toContain and toMatchObject failures
#   bun-shell-spawn    bun shell.ts (Bun's $ failing), bun spawn.ts (a missing program)
# Usage: sh gen.sh; writes ../../new/bun-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-named2bun
rm -rf $work && cp -r $here $work
cd $work
export NO_COLOR=1 PATH=$TOOLS:$PATH
bun test imports.test.ts hooks.test.ts > $out/bun-test-between.txt 2>&1
{ bun shell.ts; bun spawn.ts; } > $out/bun-shell-spawn.txt 2>&1
for n in bun-test-between bun-shell-spawn; do
	sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/$n.txt
done
