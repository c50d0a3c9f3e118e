#!/bin/bash
# Regenerates testdata/federation-eval and federation-source-map: webpack 5
# Module Federation, a remote (remote/, exposing ./utils, on 127.0.0.1:8497)
# and a host (host/, on :8498) each run by webpack-dev-server, devtool eval
# (webpack's development default) and source-map. The host calls the
# remote's price(), which throws; both apps have a src/utils.js. Saves the
# scripts the page loaded from either origin (scripts.txt lists them, for
# the webpack:// frames) and the stacks headless Chromium and Firefox record.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-federation}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/remote" "$HERE/host" "$HERE/webpack.config.js" "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"federation","private":true}' >package.json
npm install --no-audit --no-fund webpack@5 webpack-cli@6 webpack-dev-server@5 >/dev/null

REMOTE=http://127.0.0.1:8497
HOST=http://127.0.0.1:8498
for devtool in eval source-map; do
	APP=remote DEVTOOL=$devtool node_modules/.bin/webpack serve --port 8497 >remote.log 2>&1 &
	RPID=$!
	APP=host DEVTOOL=$devtool node_modules/.bin/webpack serve --port 8498 >host.log 2>&1 &
	HPID=$!
	trap 'kill -- -$RPID -$HPID' EXIT
	wait_http "$REMOTE/remoteEntry.js"
	wait_http "$HOST/main.js"
	OUT=$HERE/../federation-$devtool
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$HOST/" "$OUT/stack.txt"
	firefox_stack "$HOST/" "$OUT/stack-firefox.txt"
	# The scripts the page loaded, from either origin, by what the servers
	# log having built.
	: >"$OUT/scripts.txt"
	for origin in $REMOTE $HOST; do
		port=${origin##*:}
		mkdir -p "$OUT/served/$port"
		for f in $(cd "$SCRATCH" && grep -ho '[A-Za-z0-9_.-]*\.js' remote.log host.log | sort -u); do
			if curl -fsS -D "$OUT/served/$port/$f.headers" -o "$OUT/served/$port/$f" "$origin/$f" 2>/dev/null; then
				echo "$origin/$f" >>"$OUT/scripts.txt"
				[ $devtool = source-map ] && curl -fsS -o "$OUT/served/$port/$f.map" "$origin/$f.map" || true
			else
				rm -f "$OUT/served/$port/$f" "$OUT/served/$port/$f.headers"
			fi
		done
	done
	kill -- -$RPID -$HPID
	wait $RPID $HPID || true
	trap - EXIT
	{
		node -p '["webpack", "webpack-dev-server"].map((p) => p + " " + require("./node_modules/" + p + "/package.json").version).join("\n")'
		echo "devtool $devtool"
		browser_versions
	} >"$OUT/VERSION"
	cat "$OUT/stack.txt" "$OUT/stack-firefox.txt" "$OUT/scripts.txt"
done
