#!/bin/bash
# Regenerates testdata/vue, testdata/vue-template and testdata/svelte from app/: runs the real Vite
# dev server with @vitejs/plugin-vue and @sveltejs/vite-plugin-svelte in a
# scratch directory, saves the modules it serves and the stacks headless
# Chromium and Firefox record when app/src/Cart.vue and app/src/Cart.svelte
# throw while mounting, and when app/src/Total.vue's template throws rendering.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-sfc}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"sfc","private":true,"type":"module"}' >package.json
npm install --no-audit --no-fund vite@7 @vitejs/plugin-vue@6 vue@3 @sveltejs/vite-plugin-svelte@6 svelte@5 >/dev/null
rm -rf node_modules/.vite

ORIGIN=http://127.0.0.1:5274
node_modules/.bin/vite --host 127.0.0.1 --port 5274 --strictPort >vite.log 2>&1 &
PID=$!
trap 'kill -- -$PID' EXIT
wait_http "$ORIGIN/vue.html"
for fw in vue vue-template svelte; do
	OUT=$HERE/../$fw
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$ORIGIN/$fw.html" "$OUT/stack.txt"
	firefox_stack "$ORIGIN/$fw.html" "$OUT/stack-firefox.txt"
	# Only the app's own modules: the framework's are large and stay
	# unmapped in the tests.
	grep "$ORIGIN/src/" "$OUT/stack.txt" >"$SCRATCH/app-frames.txt"
	save_served "$ORIGIN" "$OUT/served" "$SCRATCH/app-frames.txt"
	{
		node_modules/.bin/vite --version
		node -p 'const v = n => n + " " + JSON.parse(require("fs").readFileSync("node_modules/" + n + "/package.json")).version; ["@vitejs/plugin-vue", "vue", "@sveltejs/vite-plugin-svelte", "svelte"].map(v).join("\n")'
		browser_versions
	} >"$OUT/VERSION"
	cat "$OUT/stack.txt"
done
