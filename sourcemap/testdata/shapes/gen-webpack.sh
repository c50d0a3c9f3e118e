#!/bin/bash
# Regenerates testdata/webpack-<devtool> for six more webpack devtools
# (eval, webpack 5's development default, no map at all;
# eval-cheap-module-source-map; cheap-module-source-map; inline-source-map;
# hidden-source-map, no comment; nosources-source-map, no sourcesContent)
# from app/: runs the real
# webpack-dev-server in a scratch directory, saves what it serves and the
# stacks headless Chromium and Firefox record when app/src/cart.js throws
# inside a getter, called from a constructor, called from async functions
# resumed after an await, called from a setTimeout.
#
#   bash gen-webpack.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-shapes-webpack}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"wp-shapes","private":true}' >package.json
npm pkg delete type
npm install --no-audit --no-fund webpack@5 webpack-cli@6 webpack-dev-server@5 >/dev/null

ORIGIN=http://127.0.0.1:8481
for devtool in ${DEVTOOLS:-eval eval-cheap-module-source-map cheap-module-source-map inline-source-map hidden-source-map nosources-source-map}; do
	case $devtool in
	eval) OUT=$HERE/../webpack-devtool-eval ;; # webpack-eval is eval-source-map's (../webpack/gen.sh)
	*) OUT=$HERE/../webpack-${devtool%-source-map} ;;
	esac
	DEVTOOL=$devtool node_modules/.bin/webpack serve --port 8481 >webpack.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/main.js"
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$ORIGIN/" "$OUT/stack.txt"
	firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
	# eval frames name webpack-internal:///, not the chunk: save it by name.
	curl -fsS -D "$OUT/served/main.js.headers" -o "$OUT/served/main.js" "$ORIGIN/main.js"
	save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
	# hidden-source-map names no map, but the dev server serves it.
	[ $devtool = hidden-source-map ] && curl -fsS -o "$OUT/served/main.js.map" "$ORIGIN/main.js.map"
	kill -- -$PID
	wait $PID || true
	trap - EXIT
	node -p '["webpack", "webpack-cli", "webpack-dev-server"].map((p) => p + " " + JSON.parse(require("fs").readFileSync("node_modules/" + p + "/package.json")).version).join("\n")' >"$OUT/VERSION"
	echo "devtool $devtool" >>"$OUT/VERSION"
	browser_versions >>"$OUT/VERSION"
	cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
done
