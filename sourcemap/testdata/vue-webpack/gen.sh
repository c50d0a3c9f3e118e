#!/bin/bash
# Regenerates testdata/vue-webpack-* from app/: Vue 3 single-file components
# with <script setup>, built as Vue CLI 5 builds them (webpack 5 +
# vue-loader 17, vendors in their own chunk; Vue CLI 5's development
# devtool eval-cheap-module-source-map, and source-map), served by
# webpack-dev-server on 127.0.0.1:8494. A computed in Cart.vue, read by its
# template, throws in price.js; the app's errorHandler writes err.stack.
# Saves main.js (and its map), not vendors.js (Vue's runtime, megabytes),
# and the stacks headless Chromium and Firefox record.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-vue-webpack}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"vue-cli-app","private":true}' >package.json
npm install --no-audit --no-fund webpack@5 webpack-cli@6 webpack-dev-server@5 vue-loader@17 vue@3 >/dev/null

ORIGIN=http://127.0.0.1:8494
for devtool in eval-cheap-module-source-map source-map; do
	OUT=$HERE/../vue-webpack-${devtool%-source-map}
	[ $devtool = source-map ] && OUT=$HERE/../vue-webpack-source-map
	DEVTOOL=$devtool node_modules/.bin/webpack serve --port 8494 >webpack.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/main.js"
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$ORIGIN/" "$OUT/stack.txt"
	firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
	curl -fsS -D "$OUT/served/main.js.headers" -o "$OUT/served/main.js" "$ORIGIN/main.js"
	[ $devtool = source-map ] && curl -fsS -o "$OUT/served/main.js.map" "$ORIGIN/main.js.map"
	echo /main.js >"$OUT/scripts.txt"
	kill -- -$PID
	wait $PID || true
	trap - EXIT
	node -p '["webpack", "webpack-dev-server", "vue-loader", "vue"].map((p) => p + " " + require("./node_modules/" + p + "/package.json").version).join("\n")' >"$OUT/VERSION"
	echo "devtool $devtool" >>"$OUT/VERSION"
	browser_versions >>"$OUT/VERSION"
	cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
done
