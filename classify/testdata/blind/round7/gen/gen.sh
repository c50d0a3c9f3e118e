#!/bin/sh
# Blind round 7: web-stack tools no fixture nor earlier round (nor round 6)
# held, each run once with a real bug (or none), its output recorded as
# errbundle run would see it: stdout and stderr merged in one pipe, in order,
# no TTY. The wants beside the recordings were written by hand from this
# output before any classifier read it (see ../README.md).
#
# Each run happens in a private mount namespace where its app's copy is
# bound on /project (and the shared node_modules on /project/node_modules),
# so the paths the tools print are the ones TestBlindScore expects without
# rewriting them, and the machine's own /project is never touched: / is
# overlaid there (a tmpfs upper layer) so the mount point can exist, then
# chrooted into. Needs root (unshare, mount, chroot).
#
# Needs node 20 and npm (versions pinned in package-lock.json); Debian 12's
# protobuf-compiler 3.21.12, python3-proselint 0.10.2, rstcheck 6.1.1,
# ruby 3.1 with ruby-haml and ruby-slim 4.1.0, phpcpd 6.0.3 (php-cli 8.2);
# go 1.26 with swag v1.16.4 and go-critic v0.15.0 (go install, into $GOBIN).
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/blind7/work
GOBIN=${GOBIN:-/tmp/blind7/gobin}

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
# npm install from the lock, not npm ci: npm 11 writes only this platform's
# optional dprint binaries into the lock and then npm ci calls it out of sync.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm install --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm install failed" >&2; exit 1; }
fi
if [ ! -x $GOBIN/swag ] || [ ! -x $GOBIN/gocritic ]; then
	GOBIN=$GOBIN go install github.com/swaggo/swag/cmd/swag@v1.16.4 &&
		GOBIN=$GOBIN go install github.com/go-critic/go-critic/cmd/gocritic@v0.15.0 || exit 1
fi
PATH=/project/node_modules/.bin:$GOBIN:$PATH
unset FORCE_COLOR NO_COLOR CI

# inproj, nsrec (a run in the namespace) and want come from gen-common.sh.
. "$here/../../gen-common.sh"
runs="$*"

# RPC schemas
want protoc-proto && nsrec protoc-proto protoc-proto sh -c 'mkdir -p out && protoc --proto_path=. --cpp_out=out proto/shop.proto'
want protoc-clean && nsrec protoc-clean protoc-clean sh -c 'mkdir -p out && protoc --proto_path=. --cpp_out=out proto/shop.proto'

# CSS
want tcm-syntax && nsrec tcm-syntax tcm-syntax tcm src
want mixins-undefined && nsrec mixins-undefined mixins-undefined postcss css/site.css -o out/site.css
want lesshint-rules && nsrec lesshint-rules lesshint-rules lesshint less
want lesshint-clean && nsrec lesshint-clean lesshint-clean lesshint less
want stylint-rules && nsrec stylint-rules stylint-rules stylint styl
want sasslint-rules && nsrec sasslint-rules sasslint-rules sass-lint -v -q

# Build output, templates and formatting
want escheck-version && nsrec escheck-version escheck-version es-check es5 'dist/**/*.js'
want escheck-clean && nsrec escheck-clean escheck-clean es-check es5 'dist/**/*.js'
want htmlmin-parse && nsrec htmlmin-parse htmlmin-parse html-minifier-terser --collapse-whitespace -o dist/index.html src/index.html
want embertl-template && nsrec embertl-template embertl-template env FORCE_COLOR=1 ember-template-lint app
want puglint-view && nsrec puglint-view puglint-view pug-lint views
want dprint-check && nsrec dprint-check dprint-check dprint check
want sortpkg-check && nsrec sortpkg-check sortpkg-check sort-package-json --check
want tsunused-exports && nsrec tsunused-exports tsunused-exports ts-unused-exports tsconfig.json

# Docs, links and licences
want writegood-docs && nsrec writegood-docs writegood-docs write-good docs/checkout.md
want linkinator-site && nsrec linkinator-site linkinator-site linkinator site --recurse
want licensechecker-deny && nsrec licensechecker-deny licensechecker-deny license-checker --production --onlyAllow 'MIT;ISC'

# APIs: OpenAPI, GraphQL (Relay), a Nest server, coverage
want lintopenapi-spec && nsrec lintopenapi-spec lintopenapi-spec lint-openapi -e openapi.yaml
want relay-field && nsrec relay-field relay-field relay-compiler
want relay-clean && nsrec relay-clean relay-clean relay-compiler
want nest-inject && nsrec nest-inject nest-inject sh -c 'tsc && node dist/main.js'
want nyc-threshold && nsrec nyc-threshold nyc-threshold nyc node --test

# Docs and prose
want proselint-docs && nsrec proselint-docs proselint-docs proselint docs/README.md
want rstcheck-docs && nsrec rstcheck-docs rstcheck-docs rstcheck docs/index.rst

# Ruby and PHP views and code
want haml-view && nsrec haml-view haml-view haml render app/views/carts/show.html.haml
want slim-view && nsrec slim-view slim-view sh -c 'ruby $(gem contents slim | grep bin/slimrb) app/views/carts/show.html.slim'
want rubyc-syntax && nsrec rubyc-syntax rubyc-syntax ruby -wc app/models/cart.rb
want phpcpd-src && nsrec phpcpd-src phpcpd-src phpcpd --min-lines 5 --min-tokens 30 src

# Go
want swag-init && nsrec swag-init swag-init swag init
want gocritic-app && nsrec gocritic-app gocritic-app gocritic check ./...
