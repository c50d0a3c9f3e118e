#!/bin/bash
# Regenerates testdata/vite-solid and testdata/vite-preact from solid/ and
# preact/: runs the real Vite 7 dev server with vite-plugin-solid /
# @preact/preset-vite (both compile JSX with Babel) on 127.0.0.1, saves the
# app's modules the stacks name (inline maps) and the stacks headless
# Chromium and Firefox record when a component's render throws.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/../capture.sh"

ORIGIN=http://127.0.0.1:5279
for fw in solid preact; do
	SCRATCH=/tmp/errbundle-sourcemap-vite-$fw
	mkdir -p "$SCRATCH"
	cp -r "$HERE/$fw/." "$SCRATCH/"
	cd "$SCRATCH"
	[ -f package.json ] || echo '{"name":"vite-'$fw'","private":true,"type":"module"}' >package.json
	case $fw in
	solid) npm install --no-audit --no-fund vite@7 vite-plugin-solid@2 solid-js@1 typescript@5 >/dev/null ;;
	*) npm install --no-audit --no-fund vite@7 @preact/preset-vite@2 preact@10 typescript@5 >/dev/null ;;
	esac
	OUT=$HERE/../vite-$fw
	node_modules/.bin/vite --host 127.0.0.1 --port 5279 --strictPort >vite.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/"
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$ORIGIN/" "$OUT/stack.txt"
	firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
	# The app's own modules only: the dependencies' are megabytes.
	grep -v node_modules "$OUT/stack.txt" >"$OUT/app-frames.txt" || true
	save_served "$ORIGIN" "$OUT/served" "$OUT/app-frames.txt"
	rm "$OUT/app-frames.txt"
	kill -- -$PID
	wait $PID || true
	trap - EXIT
	node -p '["vite", "'$([ $fw = solid ] && echo vite-plugin-solid || echo @preact/preset-vite)'", "'$([ $fw = solid ] && echo solid-js || echo preact)'"].map((p) => p + " " + JSON.parse(require("fs").readFileSync("node_modules/" + p + "/package.json")).version).join("\n")' >"$OUT/VERSION"
	browser_versions >>"$OUT/VERSION"
	cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
	cd "$HERE"
done
