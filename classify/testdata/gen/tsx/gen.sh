#!/bin/sh
# Reruns the tsx fixture (npm tsx): a TypeScript file that throws at run
# time, and one esbuild cannot transform.
# Usage: BIN=/path/to/node_modules/.bin sh gen.sh; writes ../../new/tsx-errors.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-tsx
rm -rf $work && mkdir -p $work && cp $here/*.ts $work/
cd $work
{ $BIN/tsx crash.ts; $BIN/tsx syntax.ts; } 2>&1 | sed -e "s#$work#/project#g" -e "s#$(cd $BIN/.. && pwd)#/tools/node_modules#g" > $out/tsx-errors.txt
