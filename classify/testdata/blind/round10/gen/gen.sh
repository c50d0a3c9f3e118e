#!/bin/sh
# Blind round 10: web-stack tools no fixture nor earlier round (1-9) held,
# each run once with a real bug (or none), its output recorded as errbundle
# run would see it: stdout and stderr merged in one pipe, in order, no TTY,
# each run in a private mount namespace with its app on /project (inproj
# and nsrec in ../../gen-common.sh; needs root). The wants beside the
# recordings were written by hand from this output before any classifier
# read it (see ../../README.md).
#
# Needs node 20 and npm (versions pinned in package-lock.json; java for vnu-jar's vnu.jar); Debian 12's
# python3-mako 1.2.4, python3-testtools 2.5.0, ruby-activerecord 6.1.7
# with ruby-sqlite3, nanoc 4.12.14, smarty4 4.3.0 and
# php-illuminate-database 8.83.26 with php-sqlite3 (php-cli 8.2); go 1.26
# with shadow, deadcode and nilness from golang.org/x/tools v0.28.0 and
# tparse v0.17.0 (go install, into $GOBIN).
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/blind10/work
GOBIN=${GOBIN:-/tmp/blind10/gobin}
. "$here/../../gen-common.sh"

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm install --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm install failed" >&2; exit 1; }
fi
if [ ! -x $GOBIN/shadow ] || [ ! -x $GOBIN/deadcode ] || [ ! -x $GOBIN/nilness ] || [ ! -x $GOBIN/tparse ]; then
	GOBIN=$GOBIN go install golang.org/x/tools/go/analysis/passes/shadow/cmd/shadow@v0.28.0 &&
		GOBIN=$GOBIN go install golang.org/x/tools/cmd/deadcode@v0.28.0 &&
		GOBIN=$GOBIN go install golang.org/x/tools/go/analysis/passes/nilness/cmd/nilness@v0.28.0 &&
		GOBIN=$GOBIN go install github.com/mfridman/tparse@v0.17.0 || exit 1
fi
PATH=/project/node_modules/.bin:$GOBIN:$PATH
unset FORCE_COLOR NO_COLOR CI
runs="$*"

# JS compilers and task runners
want asc-type && nsrec asc-type asc-type asc assembly/index.ts --outFile build/cart.wasm
want asc-clean && nsrec asc-clean asc-clean asc assembly/index.ts --outFile build/cart.wasm
want gulp-task && nsrec gulp-task gulp-task gulp
want gulp-clean && nsrec gulp-clean gulp-clean gulp
# CSS
want rtlcss-syntax && nsrec rtlcss-syntax rtlcss-syntax rtlcss css/site.css css/site.rtl.css
# Linters and type checkers
want doclint-tags && nsrec doclint-tags doclint-tags documentation lint src/cart.js
want tstyche-fail && nsrec tstyche-fail tstyche-fail tstyche
# HTML: the Nu validator's jar, as the vnu-jar package ships it
want vnu-page && nsrec vnu-page vnu-page java -jar node_modules/vnu-jar/build/dist/vnu.jar --errors-only index.html
# Template engines
want jsrender-tag && nsrec jsrender-tag jsrender-tag node render.js
want twigjs-render && nsrec twigjs-render twigjs-render node render.js
want mako-render && nsrec mako-render mako-render /usr/bin/python3 render.py
want smarty-syntax && nsrec smarty-syntax smarty-syntax php index.php
# JS test runners
want baretest-fail && nsrec baretest-fail baretest-fail node test/cart.test.js
# API and schema tools
want swaggerjsdoc-yaml && nsrec swaggerjsdoc-yaml swaggerjsdoc-yaml node spec.js
want nexus-schema && nsrec nexus-schema nexus-schema node schema.js
# Node servers: started in the background of the run's sh, asked once with
# curl, then stopped by TERM.
want tinyhttp-throw && nsrec tinyhttp-throw tinyhttp-throw sh -c 'node server.js & p=$!; sleep 2; curl -s -o /dev/null localhost:8201/orders/1; curl -s -o /dev/null localhost:8201/orders/9; sleep 1; kill -TERM $p 2>/dev/null; wait $p 2>/dev/null'
# Python test runners
want testtools-fail && nsrec testtools-fail testtools-fail /usr/bin/python3 -m testtools.run discover -s tests -t .
want testtools-clean && nsrec testtools-clean testtools-clean /usr/bin/python3 -m testtools.run discover -s tests -t .
# ORMs
want activerecord-column && nsrec activerecord-column activerecord-column ruby app.rb
want eloquent-table && nsrec eloquent-table eloquent-table php seed.php
# Static site generators
want nanoc-site && nsrec nanoc-site nanoc-site nanoc compile
want nanoc-clean && nsrec nanoc-clean nanoc-clean nanoc compile
# Go analyzers
want goshadow-app && nsrec goshadow-app goshadow-app shadow ./...
want godeadcode-app && nsrec godeadcode-app godeadcode-app deadcode ./...
want gonilness-app && nsrec gonilness-app gonilness-app nilness ./...
# Go tests, summarised by tparse from go test's JSON
want tparse-fail && nsrec tparse-fail tparse-fail sh -c 'go test -json ./... | tparse -all'
