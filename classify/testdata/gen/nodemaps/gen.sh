#!/bin/sh
# Reruns the Node fixtures: a TypeScript server bundled by esbuild with a
# source map, crashing under `npm start` with and without --enable-source-maps.
# TOOLS has esbuild's bin. Usage: sh gen.sh; writes ../../new/node-npm-*.txt; npm test runs a failing node:assert.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/work/scratch-classify/node_modules/.bin}
work=/tmp/eb-gen-nodemaps
rm -rf $work && mkdir -p $work && cp -r $here/src $here/package.json $work/
cd $work
$TOOLS/esbuild src/server.ts --bundle --platform=node --sourcemap --outfile=dist/server.js --log-level=warning
npm start > $out/node-npm-sourcemaps.txt 2>&1
npm run start:plain > $out/node-npm-plain.txt 2>&1
npm test > $out/node-npm-test.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/node-npm-*.txt
