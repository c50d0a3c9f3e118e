#!/bin/sh
# Reruns the rollup, rolldown and esbuild fixtures: each bundles a file with
# a syntax error (parse) and an import of a package that is not installed
# (resolve). TOOLS has rollup (4.68.8), rolldown (1.3.2) and esbuild
# (0.28.2) from npm.
# Usage: sh gen.sh; writes ../../new/{rollup,rolldown,esbuild}-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-bundlers
rm -rf $work && mkdir -p $work && cp -r $here/parse $here/resolve $work/
for c in parse resolve; do
	cd $work/$c
	$TOOLS/rollup src/main.js --file dist/rollup.js --format es > $out/rollup-$c.txt 2>&1
	$TOOLS/rolldown src/main.js --file dist/rolldown.js > $out/rolldown-$c.txt 2>&1
done
cd $work/resolve
$TOOLS/esbuild src/main.js --bundle --outfile=dist/esbuild.js > $out/esbuild-resolve.txt 2>&1
cd $work
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/rollup-*.txt $out/rolldown-*.txt $out/esbuild-resolve.txt
