#!/bin/sh
# Reruns the vitest 4 fixtures: expect.soft failures in one test, an inline
# and a file snapshot mismatch, an error thrown outside any test (the
# "Unhandled Errors" section) and a null DOM element under jsdom.
# TOOLS is a node_modules/.bin with vitest (4.1.12) and jsdom installed
# beside it (npm install vitest jsdom).
# Usage: sh gen.sh; writes ../../new/vitest-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-vitest4
rm -rf $work && mkdir -p $work && cp -r $here/soft $here/snap $here/unhandled $here/dom $work/
cd $work
echo '{"type":"module"}' > package.json
ln -s $(cd $TOOLS/.. && pwd) node_modules
for d in soft snap unhandled dom; do
	CI=1 $TOOLS/vitest run --root . $d > $out/vitest-$d.txt 2>&1
done
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/vitest-soft.txt $out/vitest-snap.txt $out/vitest-unhandled.txt $out/vitest-dom.txt
