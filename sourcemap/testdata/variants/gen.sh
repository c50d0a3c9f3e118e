#!/bin/bash
# Regenerates testdata/esbuild-linked (esbuild --sourcemap=linked with a
# --source-root URL) and six variants of it made by variants.mjs (old
# "//@" comment, percent-encoded data: map, map URL with a query, SourceMap
# header without comment, index map with banner lines, script and map on
# another loopback port than the page's) from ../shapes/app: builds with the
# real esbuild, serves each site with serve.mjs on 127.0.0.1, and saves what
# it serves and the stacks headless Chromium and Firefox record.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-variants}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/../shapes/app/src" "$HERE/serve.mjs" "$HERE/variants.mjs" "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"variants-demo","private":true}' >package.json
npm install --no-audit --no-fund esbuild@0.28 >/dev/null
node_modules/.bin/esbuild src/index.js --bundle --sourcemap=linked \
	--source-root=http://127.0.0.1:8484/ --outfile=dist/main.js 2>build.log
node variants.mjs
cp "$HERE/../shapes/app/public/index.html" dist/

PAGE=http://127.0.0.1:8484
for site in esbuild-linked legacy-comment data-percent map-query header index-map cdn; do
	case $site in
	esbuild-linked) DIR=dist OUT=$HERE/../esbuild-linked ;;
	map-query) DIR=sites/$site OUT=$HERE/../$site ;;
	*) DIR=sites/$site OUT=$HERE/../map-$site ;;
	esac
	header=0
	[ $site = header ] && header=1
	SOURCEMAP_HEADER=$header node serve.mjs "$DIR" 8484 >server.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	ORIGIN=$PAGE
	if [ $site = cdn ]; then
		node serve.mjs "$DIR" 8485 >cdn.log 2>&1 &
		CDN=$!
		trap 'kill -- -$PID -$CDN' EXIT
		ORIGIN=http://127.0.0.1:8485
	fi
	wait_http "$ORIGIN/main.js"
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$PAGE/" "$OUT/stack.txt"
	firefox_stack "$PAGE/" "$OUT/stack-firefox.txt"
	save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
	# The header names the map; the comment is gone.
	[ $site = header ] && curl -fsS -o "$OUT/served/main.js.map" "$ORIGIN/main.js.map"
	[ $site = cdn ] && kill -- -$CDN
	kill -- -$PID
	wait || true
	trap - EXIT
	echo "esbuild $(node_modules/.bin/esbuild --version) --sourcemap=linked --source-root=http://127.0.0.1:8484/" >"$OUT/VERSION"
	[ $site = esbuild-linked ] || echo "rewritten by variants.mjs: $site" >>"$OUT/VERSION"
	browser_versions >>"$OUT/VERSION"
	cat "$OUT/stack.txt"
done
