#!/bin/sh
# Reruns the fifth named-sweep round (held out: recorded after the fixes of rounds 1-4).
# PHP 8.2.36, Elixir 1.14.0 (Debian); npm bun 1.4.5, deno 2.9.6 (TOOLS).
#   php-server-internal  php -S -t public: a second server on the same port; an internal
#                        function's TypeError (no "called in"); a class declared twice
#   elixir-script-exits  elixir of scripts ending in an uncaught throw, an exit, an
#                        ArgumentError from <> on an atom
#   bun-build-export     bun build of an import of a name the module does not export
#   deno-check-export    deno check of an import of a name the module does not export;
#                        deno add of an npm package that does not exist
# Usage: sh gen.sh; writes ../../new/*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-named5
rm -rf $work && cp -r $here $work
export HOME=$work/home NO_COLOR=1 DENO_DIR=$work/.deno PATH=$TOOLS:$PATH
mkdir -p $HOME
unset RUST_BACKTRACE RUST_LIB_BACKTRACE
cd $work/php
php -S 127.0.0.1:18497 -t public > server.log 2>&1 &
pid=$!
sleep 1
php -S 127.0.0.1:18497 -t public > second.log 2>&1
for p in /map /twice /; do curl -s -o /dev/null http://127.0.0.1:18497$p || true; done
sleep 1
kill $pid
cat second.log server.log > $out/php-server-internal.txt
cd $work/ex && { elixir script.exs; elixir exit.exs; elixir badarg.exs; } > $out/elixir-script-exits.txt 2>&1
cd $work/bun && bun build entry.ts --outdir dist > $out/bun-build-export.txt 2>&1
cd $work/deno && { deno check b.ts; deno add npm:left-pad-does-not-exist-errbundle; } > $out/deno-check-export.txt 2>&1
for n in php-server-internal elixir-script-exits bun-build-export deno-check-export; do
	sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/$n.txt
done
