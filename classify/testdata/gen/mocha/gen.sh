#!/bin/sh
# Reruns the mocha fixture (mocha 10/11 from npm, spec reporter).
# Usage: MOCHA=/path/to/node_modules/.bin/mocha sh gen.sh; writes ../../new/mocha-fail.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-mocha
rm -rf $work && mkdir -p $work && cp -r $here/cart.js $here/test $work/
cd $work
${MOCHA:-npx mocha} 2>&1 | sed "s#$work#/project#g" > $out/mocha-fail.txt
