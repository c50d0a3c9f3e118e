#!/bin/bash
# Regenerates testdata/next-turbopack (next dev, Turbopack) and
# testdata/next-webpack (next dev --webpack) from app/: runs the real Next.js
# dev server in a scratch directory, saves the chunks (and .map files) it
# serves for the frames of the stack headless Chromium records when
# app/app/page.tsx catches the error thrown in app/lib/price.ts.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-next}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"next-demo","private":true}' >package.json
npm install --no-audit --no-fund next@16 react@19 react-dom@19 typescript @types/react >/dev/null
export NEXT_TELEMETRY_DISABLED=1

ORIGIN=http://127.0.0.1:3300
for bundler in turbopack webpack; do
	OUT=$HERE/../next-$bundler
	flag=--turbopack
	[ $bundler = webpack ] && flag=--webpack
	rm -rf .next
	node_modules/.bin/next dev $flag -H 127.0.0.1 -p 3300 >next.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/"
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$ORIGIN/" "$OUT/stack.txt"
	# Only the app's own frames (the first two): React's chunk and map are
	# megabytes. Those frames stay unmapped in the tests, as they would be
	# with a dev server that no longer serves them.
	save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt" 3
	if [ $bundler = webpack ]; then
		# Every frame is webpack-internal:///: keep the page's chunks that
		# define the app's modules, and the list a capture script would send.
		curl -fsS "$ORIGIN/" | grep -o '/_next/static/chunks/[^"?]*\.js' | sort -u >"$OUT/scripts.txt"
		while read -r p; do
			if curl -fsS "$ORIGIN$p" | grep -q 'sourceURL=webpack-internal:///(app-pages-browser)/./lib/price.ts'; then
				save_script "$ORIGIN" "$OUT/served" "$p"
			fi
		done <"$OUT/scripts.txt"
	fi
	kill -- -$PID
	wait $PID || true
	trap - EXIT
	node_modules/.bin/next --version >"$OUT/VERSION"
	browser_versions >>"$OUT/VERSION"
	cat "$OUT/stack.txt"
done
