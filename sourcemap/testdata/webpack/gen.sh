#!/bin/bash
# Regenerates testdata/webpack-eval (devtool eval-source-map) and
# testdata/webpack-sourcemap (devtool source-map) from app/: runs the real
# webpack-dev-server in a scratch directory, saves the chunk (and .map) it
# serves and the stack headless Chromium records when app/src/index.js catches
# the error thrown in app/src/math.js.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-webpack}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"wp-demo","private":true}' >package.json
npm pkg delete type # "type": "commonjs" would make webpack reject the ES modules
npm install --no-audit --no-fund webpack@5 webpack-cli@6 webpack-dev-server@5 >/dev/null

ORIGIN=http://127.0.0.1:8480
for devtool in eval-source-map source-map; do
	case $devtool in
	eval-source-map) OUT=$HERE/../webpack-eval ;;
	*) OUT=$HERE/../webpack-sourcemap ;;
	esac
	DEVTOOL=$devtool node_modules/.bin/webpack serve --port 8480 >webpack.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/main.js"
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$ORIGIN/" "$OUT/stack.txt"
	firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
	# eval-source-map frames name webpack-internal:///, not the chunk: save it by name.
	curl -fsS -D "$OUT/served/main.js.headers" -o "$OUT/served/main.js" "$ORIGIN/main.js"
	save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
	kill -- -$PID
	wait $PID || true
	trap - EXIT
	node -p '["webpack", "webpack-cli", "webpack-dev-server"].map((p) => p + " " + JSON.parse(require("fs").readFileSync("node_modules/" + p + "/package.json")).version).join("\n")' >"$OUT/VERSION"
	browser_versions >>"$OUT/VERSION"
	cat "$OUT/stack.txt"
done
