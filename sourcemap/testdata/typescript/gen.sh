#!/bin/bash
# Regenerates testdata/tsc from app/: the TypeScript compiler alone (no
# bundler) writes www/js/*.js and *.js.map with "sourceRoot": "/src/" and no
# sourcesContent (inlineSources off); python3 -m http.server serves www/ on
# 127.0.0.1 as ES modules, and the original .ts files under /src/ (where
# the sourceRoot says they are). Saves what it serves and the stacks
# headless Chromium and Firefox record when src/cart.ts throws.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-tsc}
. "$HERE/../capture.sh"

rm -rf "$SCRATCH/www"
mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"tsc-demo","private":true}' >package.json
npm install --no-audit --no-fund typescript@5 >/dev/null
node_modules/.bin/tsc -p .
cp -r src www/src

ORIGIN=http://127.0.0.1:8486
OUT=$HERE/../tsc
python3 -m http.server 8486 --bind 127.0.0.1 --directory www >server.log 2>&1 &
PID=$!
trap 'kill -- -$PID' EXIT
wait_http "$ORIGIN/js/index.js"
rm -rf "$OUT"
mkdir -p "$OUT/served"
browser_stack "$ORIGIN/" "$OUT/stack.txt"
firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
kill -- -$PID
wait $PID || true
trap - EXIT
echo "typescript $(node_modules/.bin/tsc --version)" >"$OUT/VERSION"
browser_versions >>"$OUT/VERSION"
cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
