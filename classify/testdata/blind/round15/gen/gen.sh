#!/bin/sh
# Blind round 15: web-stack tools no fixture nor earlier round (1-14) held,
# each run once with a real mid-edit mistake (or none), its output recorded
# as errbundle run would see it: stdout and stderr merged in one pipe, in
# order, no TTY, each run in a private mount namespace with its app on
# /project (inproj and nsrec in ../../gen-common.sh; needs root). The wants
# beside the recordings were written by hand from this output before any
# classifier read it (see ../../README.md).
#
# Needs node 20 and npm (versions pinned in package-lock.json); Debian 12's
# python3-strictyaml 1.6.1, python3-formencode 2.0.1, python3-sqlalchemy
# 1.4.46, python3-sure 2.0.0 (python 3.11), ruby-json-schema 2.8.1,
# ruby-mustache 1.1.1, ERB 2.2.3 (ruby 3.1), php-json-schema 5.2.12,
# php-nikic-fast-route 1.3.0, php-symfony-dotenv 5.4 (php-cli 8.2),
# python3-twisted 22.4.0; go 1.26 with dupl v1.0.0, exhaustive v0.17.1,
# prealloc v1.0.0 and godot v1.4.20 (go install, the versions below).
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/blind15/work
GOBIN=${GOBIN:-/tmp/blind15/gobin}
. "$here/../../gen-common.sh"

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm install --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm install failed" >&2; exit 1; }
fi
[ -x $GOBIN/dupl ] || GOBIN=$GOBIN go install github.com/mibk/dupl@v1.0.0 || exit 1
[ -x $GOBIN/exhaustive ] || GOBIN=$GOBIN go install github.com/nishanths/exhaustive/cmd/exhaustive@v0.17.1 || exit 1
[ -x $GOBIN/prealloc ] || GOBIN=$GOBIN go install github.com/alexkohler/prealloc@v1.0.0 || exit 1
[ -x $GOBIN/godot ] || GOBIN=$GOBIN go install github.com/tetafro/godot/cmd/godot@v1.4.20 || exit 1
PATH=/project/node_modules/.bin:$GOBIN:/usr/bin:$PATH
unset FORCE_COLOR NO_COLOR CI
runs="$*"

# Node: schema validators at a worker's start and on an import's rows, a
# seed script's SQL
want typebox-import && nsrec typebox-import typebox-import node src/import.js
want arktype-env && nsrec arktype-env arktype-env env QUEUE_URL=amqp://localhost:5672 CONCURRENCY=4 LOG_LEVEL=verbose node src/worker.mjs
want sqljs-seed && nsrec sqljs-seed sqljs-seed node src/seed.js
# Node: an h3 API's request handler, two requests, the second failing
want h3-api && nsrec h3-api h3-api sh -c 'node server/index.mjs & p=$!; sleep 2; curl -s -o /dev/null localhost:8234/products/MUG-01; curl -s -o /dev/null localhost:8234/products/CAP-02; sleep 1; kill -TERM $p 2>/dev/null; wait $p 2>/dev/null'
# Node: styles, whitespace rules, a production minify
want sugarss-styles && nsrec sugarss-styles sugarss-styles postcss src/app.sss -o dist/app.css
want advvars-css && nsrec advvars-css advvars-css postcss src/theme.css -o dist/theme.css
want lintspaces-src && nsrec lintspaces-src lintspaces-src lintspaces -e .editorconfig src/slug.js src/nav.css src/header.css
want minify-build && nsrec minify-build minify-build minify src -d dist --sourceType module
# Node: mocha with should.js assertions
want should-fail && nsrec should-fail should-fail mocha test
# Python: typed config, a form's validation, an ORM's report query,
# assertions in a unittest suite
want strictyaml-config && nsrec strictyaml-config strictyaml-config /usr/bin/python3 settings.py
want strictyaml-clean && nsrec strictyaml-clean strictyaml-clean /usr/bin/python3 settings.py
want formencode-signup && nsrec formencode-signup formencode-signup /usr/bin/python3 signup.py
want sqlalchemy-report && nsrec sqlalchemy-report sqlalchemy-report /usr/bin/python3 report.py
want sure-fail && nsrec sure-fail sure-fail /usr/bin/python3 -m unittest -v
# Python: twisted.web resources served by twistd, a request for an order
# that is not there
want twisted-orders && nsrec twisted-orders twisted-orders sh -c 'PYTHONPATH=. twistd3 -n --pidfile= web --listen tcp:8233:interface=127.0.0.1 --class=shop.resources.Root & p=$!; sleep 4; curl -s -o /dev/null localhost:8233/orders/1042; curl -s -o /dev/null localhost:8233/orders/77; sleep 1; kill -TERM $p 2>/dev/null; wait $p 2>/dev/null'
# Ruby: a config's JSON Schema, a mailer's Mustache template, an ERB page
want rbjsonschema-config && nsrec rbjsonschema-config rbjsonschema-config ruby boot.rb
want rbmustache-mailer && nsrec rbmustache-mailer rbmustache-mailer ruby mailer.rb
want erb-render && nsrec erb-render erb-render erb views/invoice.erb
want erb-clean && nsrec erb-clean erb-clean erb views/invoice.erb
# PHP: a webhook's payload against its JSON Schema, a router's table
want phpjsonschema-webhook && nsrec phpjsonschema-webhook phpjsonschema-webhook php webhook.php
want fastroute-routes && nsrec fastroute-routes fastroute-routes php public/index.php
# Go linters on two small packages: copied code and a switch missing an
# enum's member (go-catalog), slices grown in loops and comments without
# their period (go-cart)
want dupl-catalog && nsrec dupl-catalog go-catalog dupl -t 40 .
want exhaustive-catalog && nsrec exhaustive-catalog go-catalog exhaustive ./...
want prealloc-cart && nsrec prealloc-cart go-cart prealloc ./...
want godot-cart && nsrec godot-cart go-cart godot ./cart
# Node: a syntax check of old-style scripts, brand names' case in docs,
# copied code
want esvalidate-src && nsrec esvalidate-src esvalidate-src sh -c 'esvalidate src/*.js'
want esvalidate-clean && nsrec esvalidate-clean esvalidate-clean sh -c 'esvalidate src/*.js'
want casepolice-docs && nsrec casepolice-docs casepolice-docs case-police 'docs/**/*.md'
want jsinspect-src && nsrec jsinspect-src jsinspect-src jsinspect -t 30 src
# PHP: a .env file read by symfony/dotenv at boot
want dotenv-boot && nsrec dotenv-boot dotenv-boot php bootstrap.php
