#!/bin/bash
# Regenerates testdata/angular-serve and angular-serve-production from
# app/: Angular 20 (zoneless, an ErrorHandler that writes err.stack) served
# by the Angular CLI's application builder dev server, ng serve (esbuild,
# Vite), on 127.0.0.1:8499, with angular.json's configurations as ng new
# writes them: development (ng serve's default: no optimization, source
# maps) and production (ng serve --configuration production: minified, the
# dev server's inline map). The template's {{ total() }} calls price(), which throws.
# Saves the app's scripts the frames name (not Angular's) and the stacks
# headless Chromium and Firefox record.
#
#   bash gen.sh
set -eu
set -m # servers run in their own process group, so kill -- -PID stops all of them
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=${SCRATCH:-/tmp/errbundle-sourcemap-angular}
. "$HERE/../capture.sh"

mkdir -p "$SCRATCH"
cp -r "$HERE/app/." "$SCRATCH/"
cd "$SCRATCH"
[ -f package.json ] || echo '{"name":"ng-shop","private":true}' >package.json
npm install --no-audit --no-fund @angular/core@20.3.35 @angular/common@20.3.35 @angular/compiler@20.3.35 \
	@angular/platform-browser@20.3.35 @angular/compiler-cli@20.3.35 @angular/build@20.3.41 \
	@angular/cli@20.3.43 typescript@5.8.3 rxjs@7.8.2 tslib@2 >/dev/null

ORIGIN=http://127.0.0.1:8499
for conf in development production; do
	NG_CLI_ANALYTICS=false node_modules/.bin/ng serve --configuration $conf --host 127.0.0.1 --port 8499 >ng.log 2>&1 &
	PID=$!
	trap 'kill -- -$PID' EXIT
	wait_http "$ORIGIN/"
	OUT=$HERE/../angular-serve
	[ $conf = production ] && OUT=$HERE/../angular-serve-production
	rm -rf "$OUT"
	mkdir -p "$OUT/served"
	browser_stack "$ORIGIN/" "$OUT/stack.txt"
	firefox_stack "$ORIGIN/" "$OUT/stack-firefox.txt"
	# The app's frames only: Angular's chunks are large and stay unmapped.
	grep -v "@angular\|chunk-" "$OUT/stack.txt" >"$SCRATCH/app-frames.txt" || true
	save_served "$ORIGIN" "$OUT/served" "$SCRATCH/app-frames.txt"
	kill -- -$PID
	wait $PID || true
	trap - EXIT
	{
		node -p '["@angular/core", "@angular/build", "@angular/cli"].map((p) => p + " " + require("./node_modules/" + p + "/package.json").version).join("\n")'
		echo "ng serve --configuration $conf"
		browser_versions
	} >"$OUT/VERSION"
	cat "$OUT/stack.txt" "$OUT/stack-firefox.txt"
done
