#!/bin/sh
# Blind round 14: web-stack tools no fixture nor earlier round (1-13) held,
# each run once with a real mid-edit mistake (or none), its output recorded
# as errbundle run would see it: stdout and stderr merged in one pipe, in
# order, no TTY, each run in a private mount namespace with its app on
# /project (inproj and nsrec in ../../gen-common.sh; needs root). The wants
# beside the recordings were written by hand from this output before any
# classifier read it (see ../../README.md).
#
# Needs node 20 and npm (versions pinned in package-lock.json); Debian 12's
# python3 3.11 with python3-hamcrest 2.0.3, python3-webtest 3.0.0,
# python3-mongoengine 0.24.2, python3-zope.testrunner 5.6,
# python3-schema 0.7.5; ruby 3.1 with ruby-erubi 1.9.0 and kwalify 0.7.2;
# go 1.26 (the Go apps' modules pinned by their go.sum) with gocognit
# v1.3.0, nakedret v2.0.6 and qtc from quicktemplate v1.8.0 (go install,
# the versions below).
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/blind14/work
GOBIN=${GOBIN:-/tmp/blind14/gobin}
. "$here/../../gen-common.sh"

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm install --no-audit --no-fund > /dev/null 2>&1) || { echo "gen.sh: npm install failed" >&2; exit 1; }
fi
[ -x $GOBIN/gocognit ] || GOBIN=$GOBIN go install github.com/uudashr/gocognit/cmd/gocognit@v1.3.0 || exit 1
[ -x $GOBIN/nakedret ] || GOBIN=$GOBIN go install github.com/alexkohler/nakedret/v2/cmd/nakedret@v2.0.6 || exit 1
[ -x $GOBIN/qtc ] || GOBIN=$GOBIN go install github.com/valyala/quicktemplate/qtc@v1.8.0 || exit 1
PATH=/project/node_modules/.bin:$GOBIN:$PATH
unset FORCE_COLOR NO_COLOR CI
runs="$*"

# Docs: MDX pages compiled by the docs site's build script
want mdx-compile && nsrec mdx-compile mdx-compile node scripts/build.mjs
want mdx-clean && nsrec mdx-clean mdx-clean node scripts/build.mjs
# A grammar for the product search's filter language, compiled by peggy
want peggy-grammar && nsrec peggy-grammar peggy-grammar peggy -o src/filter.js src/filter.peggy
want peggy-clean && nsrec peggy-clean peggy-clean peggy -o src/filter.js src/filter.peggy
# CSS components checked by postcss-bem-linter (SUIT preset) through postcss-cli
want bemlinter-css && nsrec bemlinter-css bemlinter-css sh -c 'postcss src/components/*.css -d dist'
# Node: a settings file and saved webhook bodies checked by validation
# libraries, a test suite's assertions, a tiny test runner, a handler's throw
want valibot-config && nsrec valibot-config valibot-config node src/server.js
want runtypes-config && nsrec runtypes-config runtypes-config node src/replay.js
want unexpected-fail && nsrec unexpected-fail unexpected-fail node --test test/
want xv-fail && nsrec xv-fail xv-fail xv src
want xv-clean && nsrec xv-clean xv-clean xv src
want connect-handler && nsrec connect-handler connect-handler sh -c 'node src/server.js & p=$!; sleep 2; curl -s -o /dev/null localhost:8241/cart?id=c1; curl -s -o /dev/null localhost:8241/cart?id=c9; sleep 1; kill -TERM $p; wait $p 2>/dev/null'
# Python: an assertion library and a WSGI test client under unittest,
# an ODM's validation before an import, zope's test runner, a worker's
# settings checked by schema
want hamcrest-fail && nsrec hamcrest-fail hamcrest-fail /usr/bin/python3 -m unittest
want webtest-fail && nsrec webtest-fail webtest-fail /usr/bin/python3 -m unittest
want mongoengine-validate && nsrec mongoengine-validate mongoengine-validate /usr/bin/python3 import_customers.py
want zopetest-fail && nsrec zopetest-fail zopetest-fail zope-testrunner --path=src
want schema-config && nsrec schema-config schema-config /usr/bin/python3 worker.py
# Ruby: a YAML config checked against its kwalify schema, an ERB view
# rendered by erubi for a mailer
want kwalify-config && nsrec kwalify-config kwalify-config kwalify -lf config/schema.yaml config/app.yaml
want erubi-render && nsrec erubi-render erubi-render ruby send_receipts.rb
# Go: a quicktemplate view compiled by qtc, assertion libraries through
# go test, two linters on one catalogue package (go-catalog)
want qtc-template && nsrec qtc-template qtc-template qtc -dir=templates
want qtc-clean && nsrec qtc-clean qtc-clean qtc -dir=templates
want testdeep-fail && nsrec testdeep-fail testdeep-fail go test ./...
want shoenig-fail && nsrec shoenig-fail shoenig-fail go test ./...
want gocognit-catalog && nsrec gocognit-catalog go-catalog gocognit -over 15 .
want nakedret-catalog && nsrec nakedret-catalog go-catalog nakedret ./...
# Node scripts and services: a zx release script, a piscina worker pool,
# a service logging its handler's error with signale, bree's jobs
want zx-script && nsrec zx-script zx-script zx scripts/release.mjs
want piscina-pool && nsrec piscina-pool piscina-pool node src/index.js
want signale-server && nsrec signale-server signale-server sh -c 'node src/server.js & p=$!; sleep 2; curl -s -o /dev/null localhost:8243/price/MUG-1; curl -s -o /dev/null localhost:8243/price/BAG-9; sleep 1; kill -TERM $p; wait $p 2>/dev/null'
want bree-jobs && nsrec bree-jobs bree-jobs node index.js
# a supplier feed's records checked by ow before import
want ow-import && nsrec ow-import ow-import node src/import.mjs
