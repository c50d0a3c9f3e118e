#!/bin/sh
# Reruns the watcher and build fixtures of the held-out check (not tuned
# on): vite build with a project plugin whose load hook throws, tsc
# --watch --pretty with an error then the fix, esbuild --watch with a
# syntax error then the fix. TOOLS has vite 8.3.8, typescript 7.0.2 and
# esbuild 0.28.2 from npm.
# Usage: sh gen.sh; writes ../../new/{vite8-build-plugin,tsc7-watch-pretty,esbuild-watch}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-watchers
rm -rf $work && mkdir -p $work && cp -r $here/vite $here/tsc $here/esb $work/
cd $work/vite
ln -s $(cd $TOOLS/.. && pwd) node_modules
echo '{"type":"module"}' > package.json
$TOOLS/vite build > $out/vite8-build-plugin.txt 2>&1
cd $work/tsc
# tsc 7's bin is a node wrapper around a native child: run it in its own
# process group and end the group, or the child keeps watching.
setsid $TOOLS/tsc --watch --pretty -p . > watch.log 2>&1 &
pid=$!
sleep 4
sed -i 's/u.id.padStart(4)/String(u.id).padStart(4)/' src/user.ts
sleep 4
kill -- -$pid
cp watch.log $out/tsc7-watch-pretty.txt
cd $work/esb
$TOOLS/esbuild src/app.ts --bundle --outfile=dist/app.js --watch=forever > watch.log 2>&1 &
pid=$!
sleep 2
sed -i 's/"shop" );/"shop" });/' src/app.ts
sleep 2
kill $pid
cp watch.log $out/esbuild-watch.txt
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/vite8-build-plugin.txt $out/tsc7-watch-pretty.txt $out/esbuild-watch.txt
