#!/bin/bash
# Regenerates testdata/parcel from app/ (the shapes app of ../shapes/app/src,
# copied): runs the real Parcel 2 dev server (HMR on, its default) in a
# scratch directory, saves the scripts the stacks name, their maps, and the
# stacks headless Chromium and Firefox record.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-parcel}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"parcel-demo","private":true}' >package.json
npm install --no-audit --no-fund parcel@2 >/dev/null
rm -rf .parcel-cache dist

ORIGIN=http://127.0.0.1:8487
OUT=$HERE/../parcel-dev
node_modules/.bin/parcel serve src/index.html --host 127.0.0.1 --port 8487 >parcel.log 2>&1 &
PID=$!
trap 'kill -- -$PID' EXIT
wait_http "$ORIGIN/"
rm -rf "$OUT"
mkdir -p "$OUT/served"
browser_stack "$ORIGIN/" "$OUT/stack.txt"
firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
kill -- -$PID
wait $PID || true
trap - EXIT
echo "parcel $(node -p 'require("./node_modules/parcel/package.json").version')" >"$OUT/VERSION"
browser_versions >>"$OUT/VERSION"
cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
