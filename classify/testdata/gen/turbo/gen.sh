#!/bin/sh
# Reruns the Turborepo fixture (npm turbo 2): a workspace whose build script
# throws; turbo prefixes each line with "web:build: ", npm adds its
# "Lifecycle script failed" block, turbo its own summary.
# Usage: NM=/path/to/node_modules (with turbo) sh gen.sh; writes ../../new/turbo-build.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-turbo
rm -rf $work && mkdir -p $work && cp -r $here/package.json $here/turbo.json $here/apps $work/
cd $work
ln -s $NM node_modules
git init -q .
TURBO_TELEMETRY_DISABLED=1 node_modules/.bin/turbo run build 2>&1 | sed "s#$work#/project#g" > $out/turbo-build.txt
