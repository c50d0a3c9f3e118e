#!/bin/sh
# Reruns the Biome fixture (npm @biomejs/biome): biome check on a file with
# lint warnings and errors that is also not formatted.
# Usage: BIN=/path/to/node_modules/.bin sh gen.sh; writes ../../new/biome-check.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-biome
rm -rf $work && mkdir -p $work && cp -r $here/src $work/
cd $work
$BIN/biome check src > $out/biome-check.txt 2>&1
