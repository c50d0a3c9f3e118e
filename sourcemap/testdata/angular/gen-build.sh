#!/bin/bash
# Regenerates testdata/angular-build from app/ (see gen.sh): Angular 20's
# production build, ng build --configuration production --source-map
# (minified, names mangled, maps beside the chunks), served statically on
# 127.0.0.1:8503 by ../variants/serve.mjs. Saves the app's main chunk and
# its map and the stacks headless Chromium and Firefox record.
#
#   bash gen-build.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-angular}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$HERE/../variants/serve.mjs" "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"ng-shop","private":true}' >package.json
npm install --no-audit --no-fund @angular/core@20.3.35 @angular/common@20.3.35 @angular/compiler@20.3.35 \
	@angular/platform-browser@20.3.35 @angular/compiler-cli@20.3.35 @angular/build@20.3.41 \
	@angular/cli@20.3.43 typescript@5.8.3 rxjs@7.8.2 tslib@2 >/dev/null

rm -rf dist
NG_CLI_ANALYTICS=false node_modules/.bin/ng build --configuration production --source-map >ng.log 2>&1
ORIGIN=http://127.0.0.1:8503
node serve.mjs dist/shop/browser 8503 >server.log 2>&1 &
PID=$!
trap 'kill -- -$PID' EXIT
wait_http "$ORIGIN/"
OUT=$HERE/../angular-build
rm -rf "$OUT"
mkdir -p "$OUT/served"
browser_stack "$ORIGIN/" "$OUT/stack.txt"
firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
save_served "$ORIGIN" "$OUT/served" "$OUT/stack.txt"
kill -- -$PID
wait $PID || true
trap - EXIT
{
	node -p '["@angular/core", "@angular/build", "@angular/cli"].map((p) => p + " " + require("./node_modules/" + p + "/package.json").version).join("\n")'
	echo "ng build --configuration production --source-map"
	browser_versions
} >"$OUT/VERSION"
cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
