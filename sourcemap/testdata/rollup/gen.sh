#!/bin/bash
# Regenerates testdata/rollup-terser (Rollup 4 + @rollup/plugin-typescript +
# @rollup/plugin-terser) and testdata/rolldown (Rolldown, minify: true) from
# app/: builds app/src/main.ts into one minified line with an external map
# whose ignoreList names src/vendor/, serves the build statically
# (python3 -m http.server) on 127.0.0.1, and saves what it serves and the
# stacks headless Chromium and Firefox record when a click handler's call
# into src/vendor/money.ts throws.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-rollup}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"rollup-demo","private":true}' >package.json
npm install --no-audit --no-fund rollup@4 @rollup/plugin-typescript@12 @rollup/plugin-terser@0 tslib typescript@5 rolldown@1 >/dev/null

ORIGIN=http://127.0.0.1:8482
for tool in rollup rolldown; do
	case $tool in
	rollup) OUT=$HERE/../rollup-terser ;;
	*) OUT=$HERE/../rolldown ;;
	esac
	rm -f public/app.js public/app.js.map
	node_modules/.bin/$tool -c $tool.config.mjs >build.log 2>&1
	python3 -m http.server 8482 --bind 127.0.0.1 --directory public >server.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/app.js"
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$ORIGIN/" "$OUT/stack.txt"
	firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
	save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
	kill -- -$PID
	wait $PID || true
	trap - EXIT
	case $tool in
	rollup) node -p '["rollup", "@rollup/plugin-typescript", "@rollup/plugin-terser", "typescript"].map((p) => p + " " + JSON.parse(require("fs").readFileSync("node_modules/" + p + "/package.json")).version).join("\n")' >"$OUT/VERSION" ;;
	*) echo "rolldown $(node -p 'require("./node_modules/rolldown/package.json").version')" >"$OUT/VERSION" ;;
	esac
	browser_versions >>"$OUT/VERSION"
	cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
done
