#!/bin/sh
# Reruns the sixth named-sweep round (held out: recorded after the fixes of rounds 1-5).
# Elixir 1.14.0 + mix, godot3-server 3.2.3 (Debian); npm bun 1.4.5, deno 2.9.6 (TOOLS).
#   elixir-use-missing     mix compile: `use` of a module that does not exist
#   exunit-linked-crash    mix test: a linked process raises inside a test; =~ fails
#   godot3-tree-misuse     add_child of a node that has a parent; a call on a freed instance
#   bun-serve-error-hook   Bun.serve whose error() hook console.errors the error (curl /cart, /)
#   deno-test-permission   deno test of a fetch without --allow-net
# Usage: sh gen.sh; writes ../../new/*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-named6
rm -rf $work && cp -r $here $work
export MIX_HOME=$work/.mix HEX_OFFLINE=1 HOME=$work/home NO_COLOR=1 DENO_DIR=$work/.deno PATH=$TOOLS:$PATH
mkdir -p $HOME
unset RUST_BACKTRACE RUST_LIB_BACKTRACE
cd $work/ex/uses && mix compile > $out/elixir-use-missing.txt 2>&1
cd $work/ex/linked && mix compile >/dev/null 2>&1 && mix test --seed 0 > $out/exunit-linked-crash.txt 2>&1
cd $work/godot && timeout 20 godot3-server --path . > $out/godot3-tree-misuse.txt 2>&1
cd $work/bun
bun server.ts > server.log 2>&1 &
pid=$!
sleep 1
for p in /cart /; do curl -s -o /dev/null http://127.0.0.1:18499$p || true; done
sleep 1
kill $pid
cp server.log $out/bun-serve-error-hook.txt
cd $work/deno && deno test net_test.ts > $out/deno-test-permission.txt 2>&1
for n in elixir-use-missing exunit-linked-crash godot3-tree-misuse bun-serve-error-hook deno-test-permission; do
	sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/$n.txt
done
