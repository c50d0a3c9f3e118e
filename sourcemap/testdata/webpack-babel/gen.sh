#!/bin/bash
# Regenerates testdata/webpack-babel-<devtool> from app/: a React 19 app
# built by the real webpack-dev-server through babel-loader (JSX), with
# devtool eval (webpack 5's development default: no map),
# eval-cheap-module-source-map (Vue CLI's) and cheap-module-source-map
# (Create React App's). Saves the app's chunk
# (main.js; React's vendors.js is megabytes and left out), its map, and the
# stacks headless Chromium and Firefox record when a component's render
# throws (React's onUncaughtError reports it).
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-webpack-babel}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"wp-babel","private":true}' >package.json
npm pkg delete type
npm install --no-audit --no-fund webpack@5 webpack-cli@6 webpack-dev-server@5 babel-loader@10 @babel/core@7 @babel/preset-react@7 react@19 react-dom@19 >/dev/null

ORIGIN=http://127.0.0.1:8489
for devtool in ${DEVTOOLS:-eval eval-cheap-module-source-map cheap-module-source-map}; do
	OUT=$HERE/../webpack-babel-${devtool%-source-map}
	DEVTOOL=$devtool node_modules/.bin/webpack serve --port 8489 >webpack.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/main.js"
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$ORIGIN/" "$OUT/stack.txt"
	firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
	curl -fsS -D "$OUT/served/main.js.headers" -o "$OUT/served/main.js" "$ORIGIN/main.js"
	m=$(grep -o '//# sourceMappingURL=main.js.map' "$OUT/served/main.js" || true)
	[ -z "$m" ] || curl -fsS -o "$OUT/served/main.js.map" "$ORIGIN/main.js.map"
	echo /main.js >"$OUT/scripts.txt"
	kill -- -$PID
	wait $PID || true
	trap - EXIT
	node -p '["webpack", "webpack-dev-server", "babel-loader", "@babel/core", "react-dom"].map((p) => p + " " + JSON.parse(require("fs").readFileSync("node_modules/" + p + "/package.json")).version).join("\n")' >"$OUT/VERSION"
	echo "devtool $devtool" >>"$OUT/VERSION"
	browser_versions >>"$OUT/VERSION"
	cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
done
