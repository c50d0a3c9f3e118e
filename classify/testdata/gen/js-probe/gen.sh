#!/bin/sh
# Reruns the probe fixtures (a last held-out check, measured, not tuned on):
# pnpm -r run build over a workspace where one package's tsc fails; tsx
# watch with a server crashing on a request; npm install of a package that
# does not exist; bun add of one; vitest with two projects (unit, dom).
# TOOLS has pnpm, vitest, jsdom, bun (/tmp/eb-js-tools); TOOLS2 has tsx and
# typescript 5 (/tmp/eb-js-tools2).
# Usage: sh gen.sh; writes ../../new/{pnpm-recursive-tsc,tsx-watch-crash,npm-install-404,bun-add-404,vitest-projects}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
: ${TOOLS2:=/tmp/eb-js-tools2/node_modules/.bin}
work=/tmp/eb-gen-js-probe
rm -rf $work && mkdir -p $work && cp -r $here/ws $here/tsxw $here/vproj $work/
cd $work/ws
PATH=$TOOLS2:$TOOLS:$PATH pnpm -r run build > $out/pnpm-recursive-tsc.txt 2>&1
cd $work/tsxw
echo '{"type":"module"}' > package.json
$TOOLS2/tsx watch src/app.ts > watch.log 2>&1 &
pid=$!
sleep 3
curl -s -o /dev/null http://127.0.0.1:18467/missing
sleep 2
kill $pid
cp watch.log $out/tsx-watch-crash.txt
mkdir -p $work/inst && cd $work/inst
echo '{"name":"inst","private":true}' > package.json
npm install --no-audit --no-fund left-pad-not-a-real-pkg-eb > $out/npm-install-404.txt 2>&1
$TOOLS/bun add left-pad-not-a-real-pkg-eb > $out/bun-add-404.txt 2>&1
cd $work/vproj
echo '{"type":"module"}' > package.json
ln -s $(cd $TOOLS/.. && pwd) node_modules
CI=1 NO_COLOR=1 $TOOLS/vitest run > $out/vitest-projects.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g; s#$(cd $TOOLS2/../.. && pwd)#/tools2#g" $out/pnpm-recursive-tsc.txt $out/tsx-watch-crash.txt $out/npm-install-404.txt $out/bun-add-404.txt $out/vitest-projects.txt
