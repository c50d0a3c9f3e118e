#!/bin/bash
# Regenerates testdata/rsbuild-dev (Rsbuild's defaults: Rspack with SWC,
# cheap-module-source-map) and testdata/rsbuild-eval (devtool
# eval-cheap-module-source-map) from ../shapes/app/src: runs the real
# `rsbuild dev` on 127.0.0.1, saves the chunk with the app, its map, and
# the stacks headless Chromium and Firefox record.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-rsbuild}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cp -r "$HERE/../shapes/app/src" "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"rsbuild-demo","private":true,"type":"module"}' >package.json
npm install --no-audit --no-fund @rsbuild/core@1 >/dev/null

ORIGIN=http://127.0.0.1:8491
for devtool in "" eval-cheap-module-source-map; do
	OUT=$HERE/../rsbuild-dev
	[ -n "$devtool" ] && OUT=$HERE/../rsbuild-eval
	DEVTOOL=$devtool node_modules/.bin/rsbuild dev >rsbuild.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/"
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$ORIGIN/" "$OUT/stack.txt"
	firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
	save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
	if [ -n "$devtool" ]; then
		# Every frame is webpack-internal:///: save the page's scripts by name.
		curl -fsS "$ORIGIN/" | grep -o 'src="[^"]*"' | sed 's/src="//; s/"$//' >"$OUT/scripts.txt"
		while read -r p; do save_script "$ORIGIN" "$OUT/served" "$p"; done <"$OUT/scripts.txt"
	fi
	kill -- -$PID
	wait $PID || true
	trap - EXIT
	echo "@rsbuild/core $(node -p 'require("./node_modules/@rsbuild/core/package.json").version') devtool ${devtool:-default}" >"$OUT/VERSION"
	browser_versions >>"$OUT/VERSION"
	cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
done
