#!/bin/sh
# Blind round 13: web-stack tools no fixture nor earlier round (1-12) held,
# each run once with a real mid-edit mistake (or none), its output recorded
# as errbundle run would see it: stdout and stderr merged in one pipe, in
# order, no TTY, each run in a private mount namespace with its app on
# /project (inproj and nsrec in ../../gen-common.sh; needs root). The wants
# beside the recordings were written by hand from this output before any
# classifier read it (see ../../README.md).
#
# Needs node 20 and npm (versions pinned in package-lock.json); Debian 12's
# thrift-compiler 0.17.0, flatbuffers-compiler 2.0.8, capnproto 0.9.2,
# asciidoctor 2.0.18, pandoc 2.17.1.1, python3-restructuredtext-lint
# 1.3.2, python3-cerberus 1.3.2, python3-voluptuous 0.12.2,
# python3-typeguard 2.2.2, python3-pony 0.7.16, python3-sqlobject 3.10.1,
# python3-hug 2.6.0 (python 3.11), php-symfony-validator 5.4 (php-cli
# 8.2); go 1.26 (the Go apps' modules pinned by their go.sum) with gocyclo
# v0.6.0, goconst v1.7.1, misspell v0.3.4 and fieldalignment from
# golang.org/x/tools v0.28.0 (go install, the versions below).
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/blind13/work
GOBIN=${GOBIN:-/tmp/blind13/gobin}
. "$here/../../gen-common.sh"

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm install --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm install failed" >&2; exit 1; }
fi
[ -x $GOBIN/gocyclo ] || GOBIN=$GOBIN go install github.com/fzipp/gocyclo/cmd/gocyclo@v0.6.0 || exit 1
[ -x $GOBIN/goconst ] || GOBIN=$GOBIN go install github.com/jgautheron/goconst/cmd/goconst@v1.7.1 || exit 1
[ -x $GOBIN/misspell ] || GOBIN=$GOBIN go install github.com/client9/misspell/cmd/misspell@v0.3.4 || exit 1
[ -x $GOBIN/fieldalignment ] || GOBIN=$GOBIN go install golang.org/x/tools/go/analysis/passes/fieldalignment/cmd/fieldalignment@v0.28.0 || exit 1
PATH=/project/node_modules/.bin:$GOBIN:$PATH
unset FORCE_COLOR NO_COLOR CI
runs="$*"

# Go: assertion libraries through go test, template engines at a page's render
want quicktest-fail && nsrec quicktest-fail quicktest-fail go test ./...
want is-fail && nsrec is-fail is-fail go test ./...
want gotesttools-fail && nsrec gotesttools-fail gotesttools-fail go test ./...
want pongo2-render && nsrec pongo2-render pongo2-render go run .
want jet-render && nsrec jet-render jet-render go run .
# Schema and RPC compilers
want thrift-gen && nsrec thrift-gen thrift-gen sh -c 'mkdir -p gen && thrift --gen js:node -out gen idl/shop.thrift'
want flatc-schema && nsrec flatc-schema flatc-schema flatc --ts -o gen schema/catalog.fbs
want flatc-clean && nsrec flatc-clean flatc-clean flatc --ts -o gen schema/catalog.fbs
want capnp-compile && nsrec capnp-compile capnp-compile sh -c 'mkdir -p gen && capnp compile -oc++:gen --src-prefix=schema schema/orders.capnp'
# Docs: AsciiDoc and reStructuredText
want asciidoctor-docs && nsrec asciidoctor-docs asciidoctor-docs asciidoctor -D build docs/index.adoc
want rstlint-docs && nsrec rstlint-docs rstlint-docs rst-lint docs/index.rst docs/orders.rst
# Python: validation at a backend's start or a webhook's replay, runtime
# type checks, ORMs' queries, an API server's request handler
want cerberus-config && nsrec cerberus-config cerberus-config /usr/bin/python3 main.py
want voluptuous-webhook && nsrec voluptuous-webhook voluptuous-webhook /usr/bin/python3 replay.py
want typeguard-import && nsrec typeguard-import typeguard-import /usr/bin/python3 import_csv.py
want pony-query && nsrec pony-query pony-query /usr/bin/python3 report.py
want sqlobject-select && nsrec sqlobject-select sqlobject-select /usr/bin/python3 seed.py
want hug-api && nsrec hug-api hug-api sh -c 'hug -f api.py -p 8231 & p=$!; sleep 5; curl -s -o /dev/null localhost:8231/price/mug; curl -s -o /dev/null localhost:8231/price/cap; sleep 1; kill -TERM $p 2>/dev/null; wait $p 2>/dev/null'
want rstlint-clean && nsrec rstlint-clean rstlint-clean rst-lint docs/index.rst docs/orders.rst
# PHP: a validator's violations thrown by an importer
want symfony-validator && nsrec symfony-validator symfony-validator php import.php
# Node: validation at a server's start, SQL linting, migrations, test runners
want superstruct-config && nsrec superstruct-config superstruct-config node src/server.js
want sqllint-queries && nsrec sqllint-queries sqllint-queries sql-lint queries
want migrate-up && nsrec migrate-up migrate-up migrate up
want vows-fail && nsrec vows-fail vows-fail vows --spec test/cart-test.js
want oletus-fail && nsrec oletus-fail oletus-fail oletus
want oletus-clean && nsrec oletus-clean oletus-clean oletus
# Go linters on one small orders API (go-orders): complexity, repeated
# strings, spelling in comments, struct layout
want gocyclo-orders && nsrec gocyclo-orders go-orders gocyclo -over 10 .
want goconst-orders && nsrec goconst-orders go-orders goconst -min-occurrences 4 ./...
want misspell-orders && nsrec misspell-orders go-orders misspell orders
want fieldalignment-orders && nsrec fieldalignment-orders go-orders fieldalignment ./...
