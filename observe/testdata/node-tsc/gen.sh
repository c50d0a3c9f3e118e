#!/bin/sh
# Rebuilds the node-tsc fixture: src/*.ts compiled by tsc (TypeScript from
# testdata/apps/next's node_modules; npm ci there first) into dist/ with
# source maps beside the scripts, then `node dist/server.js` run without
# --enable-source-maps, as `tsc && node dist/server.js` runs it: its stack
# names dist/cart.js. Writes dist/ and output.txt (stderr, the directory
# replaced by /project).
set -e
here=$(cd "$(dirname "$0")" && pwd)
tsc=$(cd $here/../../../testdata/apps/next && pwd)/node_modules/.bin/tsc
work=/tmp/eb-gen-node-tsc
rm -rf $work && mkdir -p $work && cp -r $here/src $here/tsconfig.json $work/
cd $work
$tsc -p . && $tsc --version > $here/VERSION && node --version >> $here/VERSION
node dist/server.js > stdout.txt 2> stderr.txt || true
rm -rf $here/dist && cp -r dist $here/dist
sed "s#$work#/project#g" stderr.txt > $here/output.txt
cd / && rm -rf $work
