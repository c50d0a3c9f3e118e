#!/bin/bash
# Regenerates testdata/vite7 or testdata/vite8 from app/: runs the real Vite dev
# server (with @vitejs/plugin-react) in a scratch directory, saves the modules it
# serves and the stack headless Chromium records when app/src/main.tsx catches
# the error thrown in app/src/Profile.tsx.
#
#   bash gen.sh 7    # or 8
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
V=${1:?usage: gen.sh 7|8}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$HERE/../vite$V
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-vite$V}
. "$HERE/../capture.sh"

case $V in
7) PLUGIN=@vitejs/plugin-react@5 ;;
*) PLUGIN=@vitejs/plugin-react@6 ;;
esac
mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || npm init -y >/dev/null
npm install --no-audit --no-fund "vite@$V" "$PLUGIN" react@19 react-dom@19 >/dev/null
rm -rf node_modules/.vite

ORIGIN=http://127.0.0.1:5273
node_modules/.bin/vite --host 127.0.0.1 --port 5273 --strictPort >vite.log 2>&1 &
PID=$!
trap 'kill -- -$PID' EXIT
wait_http "$ORIGIN/"
rm -rf "$OUT"
mkdir -p "$OUT/served"
browser_stack "$ORIGIN/" "$OUT/stack.txt"
firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
node_modules/.bin/vite --version >"$OUT/VERSION"
node -p '"@vitejs/plugin-react " + JSON.parse(require("fs").readFileSync("node_modules/@vitejs/plugin-react/package.json")).version' >>"$OUT/VERSION"
browser_versions >>"$OUT/VERSION"
cat "$OUT/stack.txt"
