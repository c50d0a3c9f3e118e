#!/bin/sh
# Reruns the fourth named-sweep round (held out: recorded after the fixes of rounds 1-3).
# PHP 8.2.36 CLI, Elixir 1.14.0 + mix, godot3-server 3.2.3 (Debian); npm bun 1.4.5, deno 2.9.6 (TOOLS).
#   php-user-errors     trigger_error at each E_USER_ level; Monolog JsonFormatter-shaped lines
#   elixir-crash-kinds  mix run: a GenServer stopping with a reason (no exception), an
#                       Agent's cast raising, a linked process raising
#   elixir-compile-body mix compile: unused alias/import, then an exception raised in a
#                       module body (Application.fetch_env! at compile time)
#   godot3-deferred     call_deferred of a missing method, get_node of an absolute path,
#                       printerr "Error: ...", a missing key in a timer's callback
#   bun-net-reject      bun fetch to a closed port; an unhandled rejection of a plain
#                       object; bun test of a test.each with a failing row
#   deno-net-lint-fmt   deno run --allow-net fetch to a closed port; deno lint --compact;
#                       deno fmt of a file that does not parse
# Usage: sh gen.sh; writes ../../new/*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-named4
rm -rf $work && cp -r $here $work
export MIX_HOME=$work/.mix HEX_OFFLINE=1 HOME=$work/home NO_COLOR=1 DENO_DIR=$work/.deno PATH=$TOOLS:$PATH
mkdir -p $HOME
unset RUST_BACKTRACE RUST_LIB_BACKTRACE
cd $work/php && php user.php > $out/php-user-errors.txt 2>&1
cd $work/ex/crash && mix run -e 'Crash.Run.main()' > $out/elixir-crash-kinds.txt 2>&1
cd $work/ex/body && mix compile > $out/elixir-compile-body.txt 2>&1
cd $work/godot && timeout 20 godot3-server --path . > $out/godot3-deferred.txt 2>&1
cd $work/bun && { bun fetcher.ts; bun reject.ts; bun test each.test.ts; } > $out/bun-net-reject.txt 2>&1
cd $work/deno && { deno run --allow-net fetcher.ts; deno lint --compact lintme.ts; deno fmt broken.ts; } > $out/deno-net-lint-fmt.txt 2>&1
for n in php-user-errors elixir-crash-kinds elixir-compile-body godot3-deferred bun-net-reject deno-net-lint-fmt; do
	sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/$n.txt
done
