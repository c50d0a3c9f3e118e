#!/bin/bash
# Regenerates testdata/bun-*, swc and babel-cli from ../unicode/app (CRLF
# sources with tabs and multi-byte characters before the blamed columns):
#   bun build --sourcemap=linked | inline | external (no comment; the map
#     beside the script), and --minify --sourcemap=linked;
#   @swc/cli (swc src -d --source-maps, ES2022 modules, one file a module);
#   @babel/cli (babel src -d --source-maps, no config: Babel reprints);
# serves each on 127.0.0.1:8495 with ../variants/serve.mjs and saves what is
# served and the stacks headless Chromium and Firefox record.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-transpilers}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/../unicode/app/." "$HERE/../variants/serve.mjs" "$SCRATCH/"
cp "$HERE/swcrc.json" "$SCRATCH/.swcrc"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"transpilers","private":true}' >package.json
npm install --no-audit --no-fund @swc/cli@0 @swc/core@1 @babel/cli@7 @babel/core@7 bun@1 >/dev/null

ORIGIN=http://127.0.0.1:8495

# record DIR OUT: serves DIR, saves the stacks of its page and what it served.
record() {
	node serve.mjs "$1" 8495 >server.log 2>&1 &
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
	browser_versions >"$2/VERSION"
	cat "$2/stack.txt" "$2/stack-firefox.txt"
}

for mode in linked inline external minify; do
	flags=--sourcemap=$mode
	[ $mode = minify ] && flags="--minify --sourcemap=linked"
	rm -rf dist-bun-$mode
	node_modules/.bin/bun build src/index.js $flags --outdir=dist-bun-$mode --entry-naming=main.js
	cp public/index.html dist-bun-$mode/
	OUT=$HERE/../bun-$mode
	record dist-bun-$mode "$OUT"
	# external writes no comment: the map is beside the script.
	[ $mode = external ] && cp dist-bun-$mode/main.js.map "$OUT/served/"
	sed -i "1i bun $(node_modules/.bin/bun --version) build $flags" "$OUT/VERSION"
done

rm -rf www-swc www-babel
node_modules/.bin/swc src -d www-swc/js --strip-leading-paths --source-maps
cp module.html www-swc/index.html
record www-swc "$HERE/../swc"
sed -i "1i @swc/cli $(node -p 'require("./node_modules/@swc/cli/package.json").version') @swc/core $(node -p 'require("./node_modules/@swc/core/package.json").version') swc src -d --source-maps" "$HERE/../swc/VERSION"

node_modules/.bin/babel src -d www-babel/js --source-maps --no-babelrc
cp module.html www-babel/index.html
record www-babel "$HERE/../babel-cli"
sed -i "1i @babel/cli $(node_modules/.bin/babel --version) babel src -d --source-maps" "$HERE/../babel-cli/VERSION"
