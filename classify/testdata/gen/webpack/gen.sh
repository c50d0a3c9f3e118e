#!/bin/sh
# Reruns the webpack 5 fixture: no mode set (WARNING in configuration) and
# a missing import (ERROR in). TOOLS has webpack@5 and webpack-cli's bins.
# Usage: sh gen.sh; writes ../../new/webpack5-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/work/scratch-classify/node_modules/.bin}
work=/tmp/eb-gen-webpack
rm -rf $work && mkdir -p $work && cp -r $here/src $work/
cd $work
$TOOLS/webpack --entry ./src/index.js > $out/webpack5-build.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/webpack5-*.txt
