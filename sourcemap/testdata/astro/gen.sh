#!/bin/bash
# Regenerates testdata/astro-dev from app/: an Astro 5 page with a React 19
# island (client:load) under astro dev on 127.0.0.1:8501. The island's
# effect calls price() in src/lib/, which throws; the island shows err.stack.
# Saves the app's modules the frames name (not React's) and the stacks
# headless Chromium and Firefox record.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-astro}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
npm install --no-audit --no-fund >/dev/null

ORIGIN=http://127.0.0.1:8501
node_modules/.bin/astro dev --host 127.0.0.1 --port 8501 >astro.log 2>&1 &
PID=$!
trap 'kill -- -$PID' EXIT
wait_http "$ORIGIN/"
OUT=$HERE/../astro-dev
rm -rf "$OUT"
mkdir -p "$OUT/served"
browser_stack "$ORIGIN/" "$OUT/stack.txt"
# On a first run, while Vite optimizes the island's dependencies and
# reloads the page, headless Firefox (--screenshot returns at the load
# event) may log no stack: run gen.sh again.
firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
grep "$ORIGIN/src/" "$OUT/stack.txt" >"$SCRATCH/app-frames.txt"
save_served "$ORIGIN" "$OUT/served" "$SCRATCH/app-frames.txt"
kill -- -$PID
wait $PID || true
trap - EXIT
{
	node -p '["astro", "@astrojs/react", "react"].map((p) => p + " " + require("./node_modules/" + p + "/package.json").version).join("\n")'
	browser_versions
} >"$OUT/VERSION"
cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
