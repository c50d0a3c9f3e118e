#!/bin/bash
# Regenerates testdata/esbuild-external (--sourcemap: main.js.map beside the
# bundle) and testdata/esbuild-inline (--sourcemap=inline) from app/: runs
# esbuild's own dev server (--serve) in a scratch directory, saves the bundle
# (and .map) it serves and the stack headless Chromium records when
# app/src/index.js catches the error thrown in app/src/math.js.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-esbuild}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"esbuild-demo","private":true}' >package.json
npm install --no-audit --no-fund esbuild@0.28 >/dev/null

ORIGIN=http://127.0.0.1:8490
for mode in external inline; do
	OUT=$HERE/../esbuild-$mode
	flag=--sourcemap
	[ $mode = inline ] && flag=--sourcemap=inline
	# esbuild --serve stops when its stdin closes: feed it one that stays open.
	sleep 3600 | node_modules/.bin/esbuild src/index.js --bundle $flag --outfile=www/main.js \
		--servedir=www --serve=127.0.0.1:8490 >esbuild.log 2>&1 &
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
	echo "esbuild $(node_modules/.bin/esbuild --version)" >"$OUT/VERSION"
	browser_versions >>"$OUT/VERSION"
	cat "$OUT/stack.txt"
done
