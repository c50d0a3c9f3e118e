#!/bin/sh
# Reruns the second set of Deno fixtures: deno serve with a handler that
# throws, deno run --watch failing on a missing file then restarting once
# it exists, a permission refusal, and deno check over several files.
# TOOLS has the npm "deno" package's bin (npm install deno; 2.9.6).
# Usage: sh gen.sh; writes ../../new/deno-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-deno2
rm -rf $work && mkdir -p $work && cp -r $here/*.ts $here/lib $work/
cd $work
unset RUST_BACKTRACE RUST_LIB_BACKTRACE
export DENO_DIR=$work/.deno NO_COLOR=1
$TOOLS/deno serve --port 18463 serve.ts > serve.log 2>&1 &
pid=$!
sleep 3
curl -s -o /dev/null 'http://127.0.0.1:18463/?id=2'
sleep 1
kill $pid
cp serve.log $out/deno-serve.txt
$TOOLS/deno run --watch --allow-read watch.ts > watch.log 2>&1 &
pid=$!
sleep 3
echo '{"port": 8080}' > config.json
touch watch.ts
sleep 3
kill $pid
cp watch.log $out/deno-watch.txt
$TOOLS/deno run perm.ts > $out/deno-permission.txt 2>&1
$TOOLS/deno check lib/main.ts lib/util.ts > $out/deno-check-multi.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/deno-serve.txt $out/deno-watch.txt $out/deno-permission.txt $out/deno-check-multi.txt
