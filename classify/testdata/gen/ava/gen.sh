#!/bin/sh
# Reruns the AVA fixture (npm ava): a failed assertion and a test that
# throws.
# Usage: NM=/path/to/node_modules sh gen.sh; writes ../../new/ava-fail.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-ava
rm -rf $work && mkdir -p $work && cp $here/cart.test.mjs $work/ && printf '{"type":"module"}\n' > $work/package.json
cd $work
ln -s $NM node_modules
node_modules/.bin/ava cart.test.mjs 2>&1 | sed "s#$work#/project#g" > $out/ava-fail.txt
