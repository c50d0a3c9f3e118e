#!/bin/bash
# Regenerates testdata/sveltekit-build from app/: SvelteKit 2 (Svelte 5) built
# with vite build (build.sourcemap true) and served by vite preview on
# 127.0.0.1:8500. The page's onMount calls total(), which calls $lib's
# price(), which throws; the page shows err.stack. Saves the page's chunk
# the frames name and the stacks headless Chromium and Firefox record.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-sveltekit}
. "$HERE/../capture.sh"

rm -rf "$SCRATCH/.svelte-kit"
mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
npm install --no-audit --no-fund >/dev/null
node_modules/.bin/vite build >build.log 2>&1

ORIGIN=http://127.0.0.1:8500
node_modules/.bin/vite preview --host 127.0.0.1 --port 8500 --strictPort >preview.log 2>&1 &
PID=$!
trap 'kill -- -$PID' EXIT
wait_http "$ORIGIN/"
OUT=$HERE/../sveltekit-build
rm -rf "$OUT"
mkdir -p "$OUT/served"
browser_stack "$ORIGIN/" "$OUT/stack.txt"
firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
# The page's own chunk only: Svelte's runtime chunk and its map are large
# and stay unmapped in the test.
grep "/_app/immutable/nodes/" "$OUT/stack.txt" >"$SCRATCH/app-frames.txt"
save_served "$ORIGIN" "$OUT/served" "$SCRATCH/app-frames.txt"
kill -- -$PID
wait $PID || true
trap - EXIT
{
	node -p '["@sveltejs/kit", "svelte", "vite"].map((p) => p + " " + require("./node_modules/" + p + "/package.json").version).join("\n")'
	browser_versions
} >"$OUT/VERSION"
cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
