#!/bin/bash
# Regenerates testdata/eval-frames from app/: esbuild bundles app/src with
# --sourcemap (main.js.map beside it), ../variants/serve.mjs serves it on
# 127.0.0.1, and headless Chromium and Firefox record the stack of an error
# thrown in code made by new Function, called from code run by eval: frames
# "eval at compile (…)" in Chromium, "main.js line 2 > Function" in Firefox.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-evalframes}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH/www"
cp -r "$HERE/app/." "$HERE/../variants/serve.mjs" "$SCRATCH/"
cp "$HERE/../shapes/app/public/index.html" "$SCRATCH/www/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"evalframes-demo","private":true}' >package.json
npm install --no-audit --no-fund esbuild@0.28 >/dev/null
node_modules/.bin/esbuild src/index.js --bundle --sourcemap --outfile=www/main.js 2>build.log

ORIGIN=http://127.0.0.1:8492
OUT=$HERE/../eval-frames
node serve.mjs www 8492 >server.log 2>&1 &
PID=$!
trap 'kill -- -$PID' EXIT
wait_http "$ORIGIN/main.js"
rm -rf "$OUT"
mkdir -p "$OUT/served"
browser_stack "$ORIGIN/" "$OUT/stack.txt"
firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
kill -- -$PID
wait $PID || true
trap - EXIT
echo "esbuild $(node_modules/.bin/esbuild --version) --sourcemap" >"$OUT/VERSION"
browser_versions >>"$OUT/VERSION"
cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
