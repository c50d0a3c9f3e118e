#!/bin/sh
# Reruns the package-manager and restarter fixtures: pnpm run and yarn run
# of a build script that crashes; nodemon with a server that crashes on a
# request, then restarts after a save; ts-node-dev with a start-up crash.
# TOOLS has pnpm (12.21.0), yarn (1.22.22), nodemon (3.1.14) and
# ts-node-dev (2.0.0) with typescript, from npm.
# Usage: sh gen.sh; writes ../../new/{pnpm,yarn,nodemon,ts-node-dev}-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-pm
rm -rf $work && mkdir -p $work && cp -r $here/package.json $here/tsconfig.json $here/src $work/
ln -s $(cd $TOOLS/.. && pwd) $work/node_modules
cd $work
export PATH=$TOOLS:$PATH
pnpm run build > $out/pnpm-script-failed.txt 2>&1
yarn run build > $out/yarn-script-failed.txt 2>&1
pnpm run dev > nodemon.log 2>&1 &
pid=$!
sleep 3
curl -s -o /dev/null http://127.0.0.1:18466/missing
sleep 1
touch src/server.js
sleep 2
kill -- -$pid 2>/dev/null || kill $pid
cp nodemon.log $out/nodemon-crash.txt
# ts-node-dev with TypeScript 7 (the Go port) fails inside ts-node itself;
# with TypeScript 5 (TSND, a node_modules/.bin with ts-node-dev and
# typescript@5) it runs the app, which crashes.
timeout 15 pnpm run dev:ts > $out/ts-node-dev-ts7.txt 2>&1
: ${TSND:=/tmp/eb-js-tsnd/node_modules/.bin}
rm node_modules && ln -s $(cd $TSND/.. && pwd) node_modules
PATH=$TSND:$PATH timeout 15 pnpm run dev:ts > $out/ts-node-dev-crash.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/pnpm-script-failed.txt $out/yarn-script-failed.txt $out/nodemon-crash.txt $out/ts-node-dev-crash.txt $out/ts-node-dev-ts7.txt
sed -i "s#$(cd $TSND/../.. && pwd)#/tools#g" $out/ts-node-dev-crash.txt
