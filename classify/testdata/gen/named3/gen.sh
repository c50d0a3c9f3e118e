#!/bin/sh
# Reruns the third named-sweep round (held out: recorded after the fixes of rounds 1-2).
# PHP 8.2.36 CLI, Elixir 1.14.0 + mix, godot3-server 3.2.3 (Debian); npm bun 1.4.5, deno 2.9.6 (TOOLS).
#   php-assert            php -d zend.assertions=1: a failed assert() with its description
#   elixir-format-werror  mix format --check-formatted; mix compile --warnings-as-errors
#   elixir-deps-missing   mix compile in a project whose dependency was never fetched
#   godot3-script-kinds   godot3-server -s of a script that is no MainLoop, and of a missing script
#   bun-throw-coverage    bun of a thrown string; bun test --coverage under a threshold
#   deno-doc-module       deno test --doc with a doc example that does not type-check;
#                         deno run of a relative import that does not exist
# Usage: sh gen.sh; writes ../../new/*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-named3
rm -rf $work && cp -r $here $work
export MIX_HOME=$work/.mix HEX_OFFLINE=1 HOME=$work/home NO_COLOR=1 DENO_DIR=$work/.deno PATH=$TOOLS:$PATH
mkdir -p $HOME
unset RUST_BACKTRACE RUST_LIB_BACKTRACE
cd $work/php && php -d zend.assertions=1 assert.php > $out/php-assert.txt 2>&1
cd $work/ex/fmt && { mix format --check-formatted; mix compile --warnings-as-errors; } > $out/elixir-format-werror.txt 2>&1
cd $work/ex/deps && mix compile > $out/elixir-deps-missing.txt 2>&1
cd $work/godot && { timeout 20 godot3-server --path . -s not_mainloop.gd; timeout 20 godot3-server --path . -s nope.gd; } > $out/godot3-script-kinds.txt 2>&1
cd $work/bun && { bun thrower.ts; bun test --coverage; } > $out/bun-throw-coverage.txt 2>&1
cd $work/deno && { deno test --doc doc.ts; deno run rel.ts; } > $out/deno-doc-module.txt 2>&1
for n in php-assert elixir-format-werror elixir-deps-missing godot3-script-kinds bun-throw-coverage deno-doc-module; do
	sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/$n.txt
done
