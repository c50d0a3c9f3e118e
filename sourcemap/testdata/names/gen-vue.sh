#!/bin/bash
# Regenerates testdata/names-vue-vite-build from vue-app/: Vue 3.5
# (@vitejs/plugin-vue 6) built by Vite 7 (vite build, build.sourcemap:
# Rollup bundles, esbuild minifies and mangles), served statically on
# 127.0.0.1:8505 by ../variants/serve.mjs. A computed read by the template
# throws; app.config.errorHandler writes the stack. Saves the bundle, its
# map, and the stacks headless Chromium and Firefox record.
#
#   bash gen-vue.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-names-vue}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/vue-app/." "$HERE/../variants/serve.mjs" "$SCRATCH/"
cd "$SCRATCH"
echo '{"name":"names-vue","private":true,"type":"module"}' >package.json
npm install --no-audit --no-fund vite@7 @vitejs/plugin-vue@6 vue@3 >/dev/null

rm -rf dist
node_modules/.bin/vite build >build.log 2>&1
ORIGIN=http://127.0.0.1:8505
node serve.mjs dist 8505 >server.log 2>&1 &
PID=$!
trap 'kill -- -$PID' EXIT
wait_http "$ORIGIN/"
OUT=$HERE/../names-vue-vite-build
rm -rf "$OUT"
mkdir -p "$OUT/served"
browser_stack "$ORIGIN/" "$OUT/stack.txt"
firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
kill -- -$PID
wait $PID || true
trap - EXIT
{
	node -p '["vite", "@vitejs/plugin-vue", "vue"].map((p) => p + " " + require("./node_modules/" + p + "/package.json").version).join("\n")'
	echo "vite build, build.sourcemap true"
	browser_versions
} >"$OUT/VERSION"
cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
