#!/bin/bash
# Regenerates testdata/names-* from app/, a program whose functions have
# known names (see EXPECTED.md): a class with a static method, a getter and
# a method, a constructor, an object-literal method, a function expression
# and a const arrow assigned to names, async functions resumed after an
# await, and an anonymous arrow passed to reduce. Built minified, names
# mangled, by
#   esbuild --bundle --minify --sourcemap                      (names-esbuild-minify)
#   esbuild --bundle --sourcemap, then terser --compress --mangle --toplevel
#     with the bundle's map as input map                      (names-terser)
#   @swc/cli with minify (compress, mangle toplevel), a file a module (names-swc-minify)
#   vite build (Vite 7: Rollup, esbuild minify), build.sourcemap (names-vite-build)
#   webpack --mode production --devtool source-map (terser)   (names-webpack-production)
#   bun build --minify --sourcemap=linked                     (names-bun-minify)
# serves each on 127.0.0.1:8502 with ../variants/serve.mjs and saves what is
# served and the stacks headless Chromium and Firefox record.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-names}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$HERE/../variants/serve.mjs" "$SCRATCH/"
cp "$HERE/app/swcrc.json" "$SCRATCH/.swcrc"
cd "$SCRATCH"
echo '{"name":"names","private":true}' >package.json
npm install --no-audit --no-fund esbuild@0.28 terser@5 @swc/cli@0 @swc/core@1 vite@7 webpack@5 webpack-cli@6 bun@1 >/dev/null

ORIGIN=http://127.0.0.1:8502

# record DIR OUT: serves DIR, saves the stacks of its page and what it served.
record() {
	node serve.mjs "$1" 8502 >server.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/"
	rm -rf "$2"
	mkdir -p "$2/served"
	browser_stack "$ORIGIN/" "$2/stack.txt"
	firefox_stack "$ORIGIN/" "$2/stack-firefox.txt"
	save_served "$ORIGIN" "$2/served" "$2/stack.txt"
	kill -- -$PID
	wait $PID || true
	trap - EXIT
	browser_versions >>"$2/VERSION"
	cat "$2/stack.txt" "$2/stack-firefox.txt"
}

version() { node -p "require('./node_modules/$1/package.json').version"; }

rm -rf dist-*
node_modules/.bin/esbuild src/index.js --bundle --minify --sourcemap --outfile=dist-esbuild/main.js 2>build.log
cp public/index.html dist-esbuild/
record dist-esbuild "$HERE/../names-esbuild-minify"

node_modules/.bin/esbuild src/index.js --bundle --sourcemap --outfile=bundle/main.js 2>build.log
mkdir -p dist-terser
node_modules/.bin/terser bundle/main.js --compress --mangle --toplevel \
	--source-map "content='bundle/main.js.map',url='main.js.map',includeSources" -o dist-terser/main.js
cp public/index.html dist-terser/
record dist-terser "$HERE/../names-terser"

node_modules/.bin/swc src -d dist-swc/js --strip-leading-paths --source-maps
cp module.html dist-swc/index.html
record dist-swc "$HERE/../names-swc-minify"

node_modules/.bin/vite build >build.log 2>&1
record dist-vite "$HERE/../names-vite-build"

node_modules/.bin/webpack >build.log 2>&1
cp public/index.html dist-webpack/
record dist-webpack "$HERE/../names-webpack-production"

node_modules/.bin/bun build src/index.js --minify --sourcemap=linked --outdir=dist-bun --entry-naming=main.js
cp public/index.html dist-bun/
record dist-bun "$HERE/../names-bun-minify"

# Tool versions first in each VERSION.
prepend() { sed -i "1i $2" "$HERE/../$1/VERSION"; }
prepend names-esbuild-minify "esbuild $(version esbuild) --bundle --minify --sourcemap"
prepend names-terser "terser $(version terser) --compress --mangle --toplevel, over esbuild $(version esbuild) --bundle --sourcemap"
prepend names-swc-minify "@swc/cli $(version @swc/cli) @swc/core $(version @swc/core), swcrc.json (minify: compress, mangle toplevel)"
prepend names-vite-build "vite $(version vite) build, build.sourcemap true"
prepend names-webpack-production "webpack $(version webpack) --mode production --devtool source-map (terser)"
prepend names-bun-minify "bun $(node_modules/.bin/bun --version) build --minify --sourcemap=linked"
