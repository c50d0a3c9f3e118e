#!/bin/sh
# Reruns the eighth named-sweep round (held out: recorded after the fixes of rounds 1-7).
# PHP 8.2.36 built-in server (Debian); npm bun 1.4.5, deno 2.9.6 (TOOLS).
#   php-server-static   php -S with a router: static files left to the server (a 404 for a
#                       missing favicon is chatter), a missing query key (warning)
#   bun-reject-worker   bun: an unhandled rejection of a string; a worker whose handler throws
#   deno-parse-reject   deno run of a file that does not parse; an unhandled rejection of a string
# Usage: sh gen.sh; writes ../../new/*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-named8
rm -rf $work && cp -r $here $work
export HOME=$work/home NO_COLOR=1 DENO_DIR=$work/.deno PATH=$TOOLS:$PATH
mkdir -p $HOME
unset RUST_BACKTRACE RUST_LIB_BACKTRACE
cd $work/php
php -d error_reporting=E_ALL -S 127.0.0.1:18498 router.php > server.log 2>&1 &
pid=$!
sleep 1
for p in / /favicon.ico /order /; do curl -s -o /dev/null http://127.0.0.1:18498$p || true; done
sleep 1
kill $pid
cp server.log $out/php-server-static.txt
cd $work/bun && { bun reject.ts; bun main.ts; } > $out/bun-reject-worker.txt 2>&1
cd $work/deno && { deno run parse.ts; deno run reject.ts; } > $out/deno-parse-reject.txt 2>&1
for n in php-server-static bun-reject-worker deno-parse-reject; do
	sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/$n.txt
done
