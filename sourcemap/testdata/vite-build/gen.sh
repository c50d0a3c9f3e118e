#!/bin/bash
# Regenerates testdata/vite<7|8>-build and vite<7|8>-build-hidden from
# ../shapes/app/src: a real Vite production build (Vite 7: Rollup and
# esbuild's minifier; Vite 8: Rolldown and Oxc's) with build.sourcemap true
# and 'hidden', served by the real `vite preview` on 127.0.0.1. Saves the
# chunk the stacks name, its map (beside it, also when no comment names
# it), and the stacks headless Chromium and Firefox record.
#
#   bash gen.sh 8   # or 7
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
MAJOR=${1:-8}
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-vite$MAJOR-build}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cp -r "$HERE/../shapes/app/src" "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"vite-build-demo","private":true,"type":"module"}' >package.json
npm install --no-audit --no-fund "vite@$MAJOR" >/dev/null

ORIGIN=http://127.0.0.1:8488
for mode in true hidden; do
	OUT=$HERE/../vite$MAJOR-build
	[ $mode = hidden ] && OUT=$OUT-hidden
	rm -rf dist
	SOURCEMAP=$mode node_modules/.bin/vite build >build.log 2>&1
	node_modules/.bin/vite preview --host 127.0.0.1 --port 8488 --strictPort >preview.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/"
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$ORIGIN/" "$OUT/stack.txt"
	firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
	save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
	for js in "$OUT"/served/assets/*.js; do
		p=${js#"$OUT/served"}
		[ -f "$js.map" ] || curl -fsS -o "$js.map" "$ORIGIN$p.map"
	done
	kill -- -$PID
	wait $PID || true
	trap - EXIT
	echo "vite $(node -p 'require("./node_modules/vite/package.json").version') build.sourcemap $mode" >"$OUT/VERSION"
	browser_versions >>"$OUT/VERSION"
	cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
done
