#!/bin/sh
# Reruns the svelte-check fixture (npm svelte 5, svelte-check 4, typescript):
# a component with two type errors and two Svelte warnings, in the
# default and the "human" output.
# Usage: NM=/path/to/node_modules sh gen.sh; writes ../../new/svelte-check*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-svelte
rm -rf $work && mkdir -p $work/src && cp $here/App.svelte $work/src/ && cp $here/tsconfig.json $work/
cd $work
ln -s $NM node_modules
node_modules/.bin/svelte-check 2>&1 | sed "s#$work#/project#g" > $out/svelte-check.txt
node_modules/.bin/svelte-check --output human 2>&1 | sed "s#$work#/project#g" > $out/svelte-check-human.txt
