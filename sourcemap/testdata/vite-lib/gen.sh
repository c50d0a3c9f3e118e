#!/bin/bash
# Regenerates testdata/vite-lib-packed and vite-lib-linked: mylib/ built in
# Vite's library mode (vite build, build.lib, sourcemap true) and used by
# app/ under vite dev, installed from its packed tarball (as from a
# registry: Vite's dependency optimizer bundles it into
# node_modules/.vite/deps/) and linked from the sibling directory (npm
# install ../mylib, a monorepo's workspace: served as it is under /@fs/).
# The library throws; saves what the dev server serves for the frames and
# the stacks headless Chromium and Firefox record.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-vite-lib}
. "$HERE/../capture.sh"

rm -rf "$SCRATCH/app-packed" "$SCRATCH/app-linked" "$SCRATCH/mylib/dist"
mkdir -p "$SCRATCH"
cp -r "$HERE/mylib" "$SCRATCH/"
cd "$SCRATCH/mylib"
npm install --no-audit --no-fund vite@7 >/dev/null
node_modules/.bin/vite build >build.log
rm -f mylib-*.tgz
npm pack >/dev/null

ORIGIN=http://127.0.0.1:5281
for how in packed linked; do
	APP=$SCRATCH/app-$how
	cp -r "$HERE/app" "$APP"
	cd "$APP"
	echo '{"name":"lib-user","private":true,"type":"module"}' >package.json
	dep=../mylib/mylib-1.0.0.tgz
	[ $how = linked ] && dep=../mylib
	npm install --no-audit --no-fund vite@7 "$dep" >/dev/null
	node_modules/.bin/vite --host 127.0.0.1 --port 5281 --strictPort >vite.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/"
	OUT=$HERE/../vite-lib-$how
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$ORIGIN/" "$OUT/stack.txt"
	firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
	save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
	kill -- -$PID
	wait $PID || true
	trap - EXIT
	{
		node_modules/.bin/vite --version
		echo "mylib installed $how ($dep)"
		browser_versions
	} >"$OUT/VERSION"
	cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
done
