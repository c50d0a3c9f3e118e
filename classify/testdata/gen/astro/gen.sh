#!/bin/sh
# Reruns the astro check fixture (npm astro@4, @astrojs/check@0.9: Astro 5
# needs Node 22): a page with two type errors and an unused variable.
# Usage: NM=/path/to/node_modules sh gen.sh; writes ../../new/astro-check.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-astro
rm -rf $work && mkdir -p $work && cp -r $here/src $here/tsconfig.json $here/astro.config.mjs $work/
cd $work
ln -s $NM node_modules
ASTRO_TELEMETRY_DISABLED=1 node_modules/.bin/astro check 2>&1 | sed "s#$work#/project#g" > $out/astro-check.txt
