#!/bin/sh
# Reruns the seventh named-sweep round (held out: recorded after the fixes of rounds 1-6).
# PHPUnit 9.6.7, godot3-server 3.2.3 (Debian); npm bun 1.4.5, deno 2.9.6 (TOOLS).
#   phpunit-teamcity   phpunit --teamcity (the IDE protocol) and phpunit --testdox on the same tests
#   bun-test-bail      bun test --bail
#   godot3-export      godot3-server --export with no export templates installed
#   deno-test-only     deno test with Deno.test.only
# Usage: sh gen.sh; writes ../../new/*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-named7
rm -rf $work && cp -r $here $work
export HOME=$work/home NO_COLOR=1 DENO_DIR=$work/.deno PATH=$TOOLS:$PATH
mkdir -p $HOME
unset RUST_BACKTRACE RUST_LIB_BACKTRACE
cd $work/unit && { phpunit --teamcity tests; phpunit --testdox tests; } > $out/phpunit-teamcity.txt 2>&1
cd $work/bun && bun test --bail > $out/bun-test-bail.txt 2>&1
cd $work/godot && mkdir -p build && timeout 30 godot3-server --path . --export "Linux/X11" build/game.x86_64 > $out/godot3-export.txt 2>&1
cd $work/deno && deno test only_test.ts > $out/deno-test-only.txt 2>&1
for n in phpunit-teamcity bun-test-bail godot3-export deno-test-only; do
	sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/$n.txt
done
