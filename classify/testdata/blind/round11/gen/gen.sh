#!/bin/sh
# Blind round 11: web-stack tools no fixture nor earlier round (1-10) held,
# each run once with a real bug (or none), its output recorded as errbundle
# run would see it: stdout and stderr merged in one pipe, in order, no TTY,
# each run in a private mount namespace with its app on /project (inproj
# and nsrec in ../../gen-common.sh; needs root). The wants beside the
# recordings were written by hand from this output before any classifier
# read it (see ../../README.md).
#
# Needs node 20 and npm (versions pinned in package-lock.json); Debian 12's
# checkstyle 8.36.1, python3-stestr 3.2.1, python3-twisted 22.4.0 (trial),
# python3-pecan 1.4.1, python3-quart 0.18.3, python3-cheetah 3.3.1,
# python3-genshi 0.7.7, python3-doc8 0.10.1, php-twig 3.5.1 (php-cli 8.2)
# and yard 0.9.28 (ruby 3.1); go 1.26 with nilaway (go install, the pseudo-
# version below) and wire v0.6.0 built against golang.org/x/tools v0.28.0
# (wire's own x/tools v0.17.0 no longer builds with go 1.26); gqlgen
# v0.17.98 and goconvey v1.8.1 come from their apps' go.mod.
# rspress-build runs the older way (rec: the app under $work with
# node_modules linked, paths rewritten to /project): in the namespace its
# rename from node_modules/.rspress into the app crosses two bind mounts
# and fails with EXDEV, which no user's checkout would.
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/blind11/work
GOBIN=${GOBIN:-/tmp/blind11/gobin}
. "$here/../../gen-common.sh"

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm install --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm install failed" >&2; exit 1; }
fi
if [ ! -x $GOBIN/nilaway ]; then
	GOBIN=$GOBIN go install go.uber.org/nilaway/cmd/nilaway@v0.0.0-20260918162853-acb8859b9031 || exit 1
fi
if [ ! -x $GOBIN/wire ]; then
	b=$(mktemp -d) && (cd $b && go mod init wb > /dev/null 2>&1 &&
		go get github.com/google/wire/cmd/wire@v0.6.0 golang.org/x/tools@v0.28.0 &&
		go build -o $GOBIN/wire github.com/google/wire/cmd/wire) || exit 1
fi
PATH=/project/node_modules/.bin:$GOBIN:$PATH
unset FORCE_COLOR NO_COLOR CI
runs="$*"

# JS/TS compilers, task runners
want tsgo-type && nsrec tsgo-type tsgo-type tsgo -p tsconfig.json
want riot-compile && nsrec riot-compile riot-compile riot src/components -o build
want grunt-clean && nsrec grunt-clean grunt-clean grunt
# CSS
want windicss-clean && nsrec windicss-clean windicss-clean windicss src/index.html --style src/styles.css -o build/windi.css
want uncss-parse && nsrec uncss-parse uncss-parse uncss index.html
# Linters
want bootlint-page && nsrec bootlint-page bootlint-page bootlint index.html
want checkstyle-java && nsrec checkstyle-java checkstyle-java checkstyle -c checks.xml src
want nilaway-app && nsrec nilaway-app nilaway-app nilaway . ./store
# JS test runners
want supertape-fail && nsrec supertape-fail supertape-fail supertape test/cart.js
# Python test runners
want stestr-fail && nsrec stestr-fail stestr-fail stestr run
want stestr-clean && nsrec stestr-clean stestr-clean stestr run
want trial-fail && nsrec trial-fail trial-fail /usr/bin/python3 -m twisted.trial shop
# Backends: servers started in the background of the run's sh, asked with
# curl, then stopped by TERM.
want moleculer-action && nsrec moleculer-action moleculer-action node broker.js
want micro-throw && nsrec micro-throw micro-throw sh -c 'micro -l tcp://127.0.0.1:8210 & p=$!; sleep 2; curl -s -o /dev/null "localhost:8210/?sku=mug"; curl -s -o /dev/null "localhost:8210/?sku=hat"; sleep 1; kill -TERM $p 2>/dev/null; wait $p 2>/dev/null'
want pecan-controller && nsrec pecan-controller pecan-controller sh -c 'PYTHONPATH=. pecan serve config.py & p=$!; sleep 3; curl -s -o /dev/null localhost:8211/orders/; curl -s -o /dev/null localhost:8211/orders/total/1; sleep 1; kill -TERM $p 2>/dev/null; wait $p 2>/dev/null'
want quart-route && nsrec quart-route quart-route sh -c '/usr/bin/python3 app.py & p=$!; sleep 3; curl -s -o /dev/null localhost:8212/carts/c1; curl -s -o /dev/null localhost:8212/carts/c2; sleep 1; kill -TERM $p 2>/dev/null; wait $p 2>/dev/null'
# ORMs
want waterline-validate && nsrec waterline-validate waterline-validate node seed.js
# Template engines
want edge-render && nsrec edge-render edge-render node render.js
want cheetah-render && nsrec cheetah-render cheetah-render /usr/bin/python3 render.py
want genshi-render && nsrec genshi-render genshi-render /usr/bin/python3 render.py
# Schema, API and codegen tools
want dbml-schema && nsrec dbml-schema dbml-schema dbml2sql schema.dbml --postgres -o schema.sql
want dbml-clean && nsrec dbml-clean dbml-clean dbml2sql schema.dbml --postgres -o schema.sql
want tsjs-type && nsrec tsjs-type tsjs-type typescript-json-schema tsconfig.json Order --required -o build/order.schema.json
want tsoa-model && nsrec tsoa-model tsoa-model tsoa spec
want wire-inject && nsrec wire-inject wire-inject wire ./app
want gqlgen-schema && nsrec gqlgen-schema gqlgen-schema go run github.com/99designs/gqlgen generate
# Added for round 11's second pass (more families: a Go test runner, a JS
# test runner, a Node framework, a markdown linter, PHP's Twig, a static
# site generator)
want goconvey-fail && nsrec goconvey-fail goconvey-fail go test ./cart/...
want nodeunit-fail && nsrec nodeunit-fail nodeunit-fail nodeunit test
want feathers-hook && nsrec feathers-hook feathers-hook node src/index.js
want lintmd-docs && nsrec lintmd-docs lintmd-docs lint-md docs/setup.md
want twigphp-render && nsrec twigphp-render twigphp-render php index.php
want rspress-build && PATH=$work/node_modules/.bin:$PATH rec rspress-build rspress-build rspress build
# Doc tools: Ruby's YARD, Python's doc8
want yard-docs && nsrec yard-docs yard-docs yard stats --list-undoc
want doc8-docs && nsrec doc8-docs doc8-docs doc8 docs
