#!/bin/bash
# Regenerates testdata/unicode-* from app/, whose sources have CRLF line
# endings, tabs, and multi-byte characters (2- and 3-byte UTF-8, and
# astral ones, two UTF-16 units) before the blamed columns: V8's and the
# maps' columns count UTF-16 units, not bytes. Builds app/src with
#   webpack 5 devtool eval (no map) and cheap-module-source-map (webpack-dev-server),
#   esbuild --bundle --sourcemap (ASCII output: non-ASCII escaped as \uXXXX),
#   esbuild --bundle --minify --sourcemap (names not kept),
#   tsc --allowJs --inlineSourceMap --inlineSources (the output of tsc --watch),
# serves each on 127.0.0.1:8493 and saves what is served and the stacks
# headless Chromium and Firefox record.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-unicode}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$HERE/../variants/serve.mjs" "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"wp-unicode","private":true}' >package.json
npm install --no-audit --no-fund webpack@5 webpack-cli@6 webpack-dev-server@5 esbuild@0.28 typescript@5 >/dev/null

ORIGIN=http://127.0.0.1:8493

# record OUT: the stacks of the page served on $ORIGIN, and what it served.
record() {
	rm -rf "$1"
	mkdir -p "$1/served"
	browser_stack "$ORIGIN/$PAGE" "$1/stack.txt"
	firefox_stack "$ORIGIN/$PAGE" "$1/stack-firefox.txt"
	save_served "$ORIGIN" "$1/served" "$1/stack.txt"
	browser_versions >"$1/VERSION.browsers"
	cat "$1/stack.txt" "$1/stack-firefox.txt"
}

# serve DIR: the static server, in the background.
serve() {
	node serve.mjs "$1" 8493 >server.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/$PAGE"
}

stop() {
	kill -- -$PID
	wait $PID || true
	trap - EXIT
}

PAGE=
for devtool in ${DEVTOOLS-eval cheap-module-source-map}; do
	OUT=$HERE/../unicode-webpack-${devtool%-source-map}
	DEVTOOL=$devtool node_modules/.bin/webpack serve --port 8493 >webpack.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/main.js"
	record "$OUT"
	# devtool eval frames name webpack://, not the chunk: save it by name,
	# and list it as a script the page loaded.
	curl -fsS -D "$OUT/served/main.js.headers" -o "$OUT/served/main.js" "$ORIGIN/main.js"
	echo /main.js >"$OUT/scripts.txt"
	stop
	node -p '["webpack", "webpack-cli", "webpack-dev-server"].map((p) => p + " " + require("./node_modules/" + p + "/package.json").version).join("\n")' >"$OUT/VERSION"
	echo "devtool $devtool" >>"$OUT/VERSION"
done

# webpack's production mode minifies with terser, which inlines a function
# called once.
OUT=$HERE/../unicode-webpack-production
rm -rf dist
NODE_ENV=production node_modules/.bin/webpack --mode production --devtool source-map >webpack.log 2>&1
cp public/index.html dist/
PAGE=
serve dist
record "$OUT"
stop
node -p '"webpack " + require("./node_modules/webpack/package.json").version' >"$OUT/VERSION"
echo "--mode production --devtool source-map (terser)" >>"$OUT/VERSION"

for mode in plain minify; do
	OUT=$HERE/../unicode-esbuild
	flags=--sourcemap
	if [ $mode = minify ]; then
		OUT=$HERE/../unicode-esbuild-minify
		flags="--sourcemap --minify"
	fi
	rm -rf dist-$mode
	node_modules/.bin/esbuild src/index.js --bundle $flags --outfile=dist-$mode/main.js 2>build.log
	cp public/index.html dist-$mode/
	serve dist-$mode
	record "$OUT"
	stop
	echo "esbuild $(node_modules/.bin/esbuild --version) $flags" >"$OUT/VERSION"
done

rm -rf www
node_modules/.bin/tsc -p .
cp module.html www/index.html
OUT=$HERE/../unicode-tsc
PAGE=index.html
serve www
record "$OUT"
stop
echo "typescript $(node_modules/.bin/tsc --version) --allowJs --inlineSourceMap --inlineSources" >"$OUT/VERSION"

for d in "$HERE"/../unicode-*/; do
	cat "$d/VERSION.browsers" >>"$d/VERSION"
	rm "$d/VERSION.browsers"
done
