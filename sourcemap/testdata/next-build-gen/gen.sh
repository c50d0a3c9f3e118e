#!/bin/bash
# Regenerates testdata/next-build from ../next/app: a Next.js 16 production
# build (`next build`, Turbopack) with productionBrowserSourceMaps, served by
# `next start` on 127.0.0.1. Saves the app's chunk the stack's first frame
# names (React's chunk and map are megabytes), its map, and the stack
# headless Chromium records when app/app/page.tsx catches the error thrown
# in app/lib/price.ts (the page logs nothing for Firefox).
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-next-build}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/../next/app/." "$SCRATCH/"
cd "$SCRATCH"
echo 'module.exports = { productionBrowserSourceMaps: true };' >next.config.js
[ -f package.json ] || echo '{"name":"next-build-demo","private":true}' >package.json
npm install --no-audit --no-fund next@16 react@19 react-dom@19 typescript @types/react >/dev/null
export NEXT_TELEMETRY_DISABLED=1
rm -rf .next
node_modules/.bin/next build >build.log 2>&1

ORIGIN=http://127.0.0.1:3301
OUT=$HERE/../next-build
node_modules/.bin/next start -H 127.0.0.1 -p 3301 >next.log 2>&1 &
PID=$!
trap 'kill -- -$PID' EXIT
wait_http "$ORIGIN/"
rm -rf "$OUT"
mkdir -p "$OUT/served"
browser_stack "$ORIGIN/" "$OUT/stack.txt"
save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt" 2
kill -- -$PID
wait $PID || true
trap - EXIT
echo "next $(node -p 'require("./node_modules/next/package.json").version') build (productionBrowserSourceMaps) + start" >"$OUT/VERSION"
browser_versions >>"$OUT/VERSION"
cat "$OUT/stack.txt"
