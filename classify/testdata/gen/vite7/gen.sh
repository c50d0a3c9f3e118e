#!/bin/sh
# Reruns the Vite 7 fixtures: `vite build` on a syntax error, and the dev
# server transforming a broken TypeScript file (esbuild's error).
# TOOLS has vite@7's bin. Usage: sh gen.sh; writes ../../new/vite7-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/work/scratch-classify/node_modules/.bin}
work=/tmp/eb-gen-vite7
rm -rf $work && mkdir -p $work && cp -r $here/index.html $here/src $work/
cd $work
echo '{"type":"module"}' > package.json
$TOOLS/vite build > $out/vite7-build.txt 2>&1
$TOOLS/vite --port 18454 --strictPort > dev.log 2>&1 &
pid=$!
sleep 3
curl -s -o /dev/null http://127.0.0.1:18454/src/util.ts
sleep 1
kill $pid
sleep 0.5
cp dev.log $out/vite7-dev-esbuild.txt
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/vite7-*.txt
