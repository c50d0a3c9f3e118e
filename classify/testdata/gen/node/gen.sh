#!/bin/sh
# Reruns the Node.js module fixtures: a syntax error in an ES module and in
# a CommonJS file, an import of a name the module does not export, and an
# import of a file that does not exist. stdout and stderr together.
# Usage: sh gen.sh (from anywhere); writes ../../new/node-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-node
rm -rf $work && mkdir -p $work && cp $here/*.mjs $here/*.cjs $work/
cd $work
for f in syntax.mjs syntax.cjs badimport.mjs notfound.mjs require.cjs; do
	node $f 2>&1
done | sed "s#$work#/project#g" > $out/node-esm-errors.txt
