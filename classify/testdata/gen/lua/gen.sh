#!/bin/sh
# Reruns the Lua fixtures: a runtime error with its traceback, a syntax
# error, error() with a message, warn() then an error object.
# Usage: sh gen.sh (from anywhere); writes ../../new/lua-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-lua
rm -rf $work && mkdir -p $work && cp $here/*.lua $work/
cd $work
for f in nilcall syntax err warnings; do
	lua5.4 $f.lua > $out/lua-$f.txt 2>&1
done
