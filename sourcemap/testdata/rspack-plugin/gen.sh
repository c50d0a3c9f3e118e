#!/bin/bash
# Regenerates testdata/rspack-plugin-query and rspack-plugin-absolute from
# ../unicode/app (CRLF sources, tabs, multi-byte text before the columns):
# Rspack 1 with devtool false and SourceMapDevToolPlugin (rspack.config.js),
# built with rspack build and served by ../variants/serve.mjs on
# 127.0.0.1:8496. Saves what is served and the stacks headless Chromium and
# Firefox record.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-rspack-plugin}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/../unicode/app/src" "$HERE/../unicode/app/public" "$HERE/rspack.config.js" "$HERE/../variants/serve.mjs" "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"rsp","private":true}' >package.json
npm install --no-audit --no-fund @rspack/core@1 @rspack/cli@1 >/dev/null

ORIGIN=http://127.0.0.1:8496
for variant in query absolute; do
	rm -rf dist-$variant
	VARIANT=$variant node_modules/.bin/rspack build >build.log 2>&1
	cp public/index.html dist-$variant/
	node serve.mjs dist-$variant 8496 >server.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/"
	OUT=$HERE/../rspack-plugin-$variant
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$ORIGIN/" "$OUT/stack.txt"
	firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
	save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
	kill -- -$PID
	wait $PID || true
	trap - EXIT
	{
		echo "@rspack/core $(node -p 'require("./node_modules/@rspack/core/package.json").version') VARIANT=$variant"
		browser_versions
	} >"$OUT/VERSION"
	cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
done
