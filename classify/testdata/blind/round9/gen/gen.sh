#!/bin/sh
# Blind round 9: web-stack tools no fixture nor earlier round (1-8) held,
# each run once with a real bug (or none), its output recorded as errbundle
# run would see it: stdout and stderr merged in one pipe, in order, no TTY,
# each run in a private mount namespace with its app on /project (inproj
# and nsrec in ../../gen-common.sh; needs root). The wants beside the
# recordings were written by hand from this output before any classifier
# read it (see ../../README.md).
#
# Needs node 20 and npm (versions pinned in package-lock.json; java for
# google-closure-compiler's jar); Debian 12's python3-falcon 3.1.1,
# python3-cherrypy3 18.8.0, python3-peewee 3.14.10, pelican 4.8.0,
# python3-pytest-bdd 5.0.0, ruby-sequel 5.63.0 with ruby-sqlite3,
# ruby-grape 1.6.2 with ruby-rack and ruby-webrick, ruby-bacon 1.2.0,
# php-slim 3.12.4 (php-cli 8.2); go 1.26 with ginkgo v2.23.4 and
# oapi-codegen v2.4.1 (go install, into $GOBIN).
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/blind9/work
GOBIN=${GOBIN:-/tmp/blind9/gobin}
. "$here/../../gen-common.sh"

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm install --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm install failed" >&2; exit 1; }
fi
if [ ! -x $GOBIN/ginkgo ] || [ ! -x $GOBIN/oapi-codegen ]; then
	GOBIN=$GOBIN go install github.com/onsi/ginkgo/v2/ginkgo@v2.23.4 &&
		GOBIN=$GOBIN go install github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen@v2.4.1 || exit 1
fi
PATH=/project/node_modules/.bin:$GOBIN:$PATH
unset FORCE_COLOR NO_COLOR CI
runs="$*"

# JS compilers, bundlers, type checkers
want browserify-missing && nsrec browserify-missing browserify-missing browserify src/main.js -o bundle.js
want closure-types && nsrec closure-types closure-types google-closure-compiler --platform=native --checks_only --jscomp_warning=checkTypes --jscomp_warning=checkVars --js src/cart.js
want imba-syntax && nsrec imba-syntax imba-syntax imbac -o dist src/app.imba
# CSS
want recess-lint && nsrec recess-lint recess-lint recess css/site.css
# Linters
want jslint-app && nsrec jslint-app jslint-app node node_modules/@jslint-org/jslint/jslint.mjs src/cart.js
want jslint-clean && nsrec jslint-clean jslint-clean node node_modules/@jslint-org/jslint/jslint.mjs src/cart.js
# Template engines
want vash-render && nsrec vash-render vash-render node render.js
want arttemplate-syntax && nsrec arttemplate-syntax arttemplate-syntax node render.js
want velocity-parse && nsrec velocity-parse velocity-parse node render.js
want swig-tag && nsrec swig-tag swig-tag node render.js
# Migrations
want umzug-migrate && nsrec umzug-migrate umzug-migrate node migrate.js
# Servers are started in the background of the run's sh, asked once with
# curl, then stopped: by TERM, as a background job of sh ignores INT
# (WEBrick traps INT itself, so grape's is stopped as Ctrl-C would).
# Node servers
want polka-throw && nsrec polka-throw polka-throw sh -c 'node server.js & p=$!; sleep 2; curl -s -o /dev/null localhost:8191/orders/3; sleep 1; kill -TERM $p 2>/dev/null; wait $p 2>/dev/null'
# JS test runners
want teenytest-fail && nsrec teenytest-fail teenytest-fail teenytest 'test/**/*.test.js'
# Docs, schemas and API specs
want apidoc-parse && nsrec apidoc-parse apidoc-parse apidoc -i src -o doc
want quicktype-schema && nsrec quicktype-schema quicktype-schema quicktype -s schema schemas/order.json -o types/order.ts
want s2o-convert && nsrec s2o-convert s2o-convert swagger2openapi api/swagger.yaml -o api/openapi.yaml
want s2o-clean && nsrec s2o-clean s2o-clean swagger2openapi api/swagger.yaml -o api/openapi.yaml
# Python web servers: started, asked, stopped
want falcon-resource && nsrec falcon-resource falcon-resource sh -c '/usr/bin/python3 app.py & p=$!; sleep 2; curl -s -o /dev/null localhost:8192/orders/1; curl -s -o /dev/null -H "Content-Type: application/json" -d "{\"sku\":\"B-2\",\"qty\":1}" localhost:8192/orders/1; sleep 1; kill -TERM $p 2>/dev/null; wait $p 2>/dev/null'
want cherrypy-handler && nsrec cherrypy-handler cherrypy-handler sh -c '/usr/bin/python3 app.py & p=$!; sleep 3; curl -s -o /dev/null "localhost:8193/product?id=1"; sleep 1; kill -TERM $p 2>/dev/null; wait $p 2>/dev/null'
# Python ORMs and test runners
want peewee-model && nsrec peewee-model peewee-model /usr/bin/python3 seed.py
want pytestbdd-steps && nsrec pytestbdd-steps pytestbdd-steps /usr/bin/python3 -m pytest -p no:cacheprovider tests
# Static site generators
want pelican-site && nsrec pelican-site pelican-site pelican content -o output -s pelicanconf.py
want pelican-clean && nsrec pelican-clean pelican-clean pelican content -o output -s pelicanconf.py
# Ruby: migrations, an API server, a spec runner
want sequel-migrate && nsrec sequel-migrate sequel-migrate sequel -m db/migrations sqlite://db/shop.sqlite3
want grape-api && nsrec grape-api grape-api sh -c 'rackup -p 8194 config.ru & p=$!; sleep 6; curl -s -o /dev/null localhost:8194/orders/2; sleep 1; kill -INT $p 2>/dev/null; wait $p 2>/dev/null'
want bacon-spec && nsrec bacon-spec bacon-spec bacon spec/cart_spec.rb
# PHP: a Slim app on the built-in server
want slim-route && nsrec slim-route slim-route sh -c 'php -S 127.0.0.1:8195 -t public & p=$!; sleep 2; curl -s -o /dev/null localhost:8195/products/1; curl -s -o /dev/null localhost:8195/products/7; sleep 1; kill -TERM $p 2>/dev/null; wait $p 2>/dev/null'
# Static site generators, again
want wintersmith-build && nsrec wintersmith-build wintersmith-build wintersmith build
# Go test runners (modules from the Go module proxy, go.sum beside each app)
want ginkgo-fail && nsrec ginkgo-fail ginkgo-fail ginkgo -r
want ginkgo-clean && nsrec ginkgo-clean ginkgo-clean ginkgo -r
# Go API code generation
want oapi-codegen && nsrec oapi-codegen oapi-codegen oapi-codegen -config cfg.yaml api/openapi.yaml
