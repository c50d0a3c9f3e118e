#!/bin/sh
# Blind round 6: web-stack tools no fixture nor earlier round held, each run
# once with a real bug (or none), its output recorded as errbundle run would
# see it: stdout and stderr merged in one pipe, in order, no TTY. The wants
# beside the recordings were written by hand from this output before any
# classifier read it (see ../README.md). This round is the held-out measure
# of issue 26's redesign: nothing in classify was fixed for it.
#
# Needs node 20 and npm (versions pinned in package-lock.json); Debian 12's
# jekyll 4.3.1, python3-nose2 0.12.0, alembic 1.8.1 and sqlite3 3.40
# (apt-get install jekyll python3-nose2 alembic sqlite3); go, with the three
# Go analysers built into $GOBIN (default /tmp/blind6/gobin) by
#   GOBIN=/tmp/blind6/gobin go install github.com/securego/gosec/v2/cmd/gosec@v2.22.4
#   GOBIN=/tmp/blind6/gobin go install github.com/kisielk/errcheck@v1.9.0
#   GOBIN=/tmp/blind6/gobin go install github.com/gordonklaus/ineffassign@v0.1.0
# Node 20 decides three pins: tsdown 0.15 (later ones call
# Promise.withResolvers), @typespec/compiler 0.63 and size-limit 11 (later
# ones import fs/promises' glob); jscpd 4 is the last in JavaScript (5 needs
# a platform package npm did not install).
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/blind6/work
gobin=${GOBIN:-/tmp/blind6/gobin}

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm ci --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm ci failed" >&2; exit 1; }
fi
PATH=$work/node_modules/.bin:$gobin:$PATH
unset FORCE_COLOR NO_COLOR CI

# app, save, rec, serve, get and stop, as every round records.
. "$here/../../gen-common.sh"

want() { [ -z "$runs" ] || case " $runs " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
runs="$*"

# CSS
want simplevars-undefined && rec simplevars-undefined simplevars-undefined postcss css/site.css -o out/site.css
want csso-outdir && rec csso-outdir csso-outdir csso css/site.css -o out/site.min.css
want unocss-clean && rec unocss-clean unocss-clean unocss 'src/**/*.html' -o out/uno.css

# Bundlers and runners of TypeScript
want microbundle-import && rec microbundle-import microbundle-import microbundle
want microbundle-ts && rec microbundle-ts microbundle-ts microbundle
want tsdown-syntax && rec tsdown-syntax tsdown-syntax tsdown src/index.ts
want pkgroll-missing && rec pkgroll-missing pkgroll-missing pkgroll
want bunchee-exports && rec bunchee-exports bunchee-exports bunchee
want bunchee-clean && rec bunchee-clean bunchee-clean bunchee
want jiti-crash && rec jiti-crash jiti-crash jiti src/server.ts
want sizelimit-exceeded && rec sizelimit-exceeded sizelimit-exceeded size-limit
want c8-threshold && rec c8-threshold c8-threshold c8 --check-coverage --lines 90 --reporter text node --test --test-reporter dot test/

# API schemas: TypeSpec, GraphQL, OpenAPI, protobuf
want tsp-errors && rec tsp-errors tsp-errors tsp compile main.tsp
want tsp-clean && rec tsp-clean tsp-clean tsp compile main.tsp
want inspector-validate && rec inspector-validate inspector-validate graphql-inspector validate 'src/*.graphql' schema.graphql
want inspector-diff && rec inspector-diff inspector-diff graphql-inspector diff schema.graphql schema.next.graphql
want swaggercli-ref && rec swaggercli-ref swaggercli-ref swagger-cli validate openapi.yaml
want buf-lint && rec buf-lint buf-lint buf lint

# Test runners and their reporters
want tapspec-fail && rec tapspec-fail tapspec-fail sh -c 'tape test/*.test.js | tap-spec'
want tapspec-clean && rec tapspec-clean tapspec-clean sh -c 'tape test/*.test.js | tap-spec'

# Linters and package checks
want jscpd-clones && rec jscpd-clones jscpd-clones jscpd --min-lines 5 --threshold 1 src
want depcheck-deps && rec depcheck-deps depcheck-deps depcheck
want syncpack-mismatch && rec syncpack-mismatch syncpack-mismatch syncpack lint
want etl-templates && rec etl-templates etl-templates env FORCE_COLOR=1 ember-template-lint app/templates
want jsdoc-parse && rec jsdoc-parse jsdoc-parse jsdoc -d out src
want attw-types && rec attw-types attw-types attw --pack .
want litanalyzer-html && rec litanalyzer-html litanalyzer-html lit-analyzer --strict src

# Python: a test runner and a migration tool
want nose2-fail && rec nose2-fail py-cart nose2-3 -v
want nose2-clean && rec nose2-clean py-cart-ok nose2-3 -v
want alembic-upgrade && rec alembic-upgrade alembic-upgrade alembic upgrade head

# SQL migrations run by a shell loop, as a package.json script would
want sqlite-migrate && rec sqlite-migrate sqlite-migrate sh -c 'for f in migrations/*.sql; do echo "applying $f"; sqlite3 -bail shop.db < "$f" || exit 1; done'

# Static sites: jekyll (Ruby)
want jekyll-liquid && rec jekyll-liquid jekyll-liquid jekyll build
want jekyll-clean && rec jekyll-clean jekyll-clean jekyll build

# Go: analysers a Go backend's CI runs beside go vet
want gosec-app && rec gosec-app go-shop gosec -quiet ./...
want errcheck-app && rec errcheck-app go-shop errcheck ./...
want ineffassign-app && rec ineffassign-app go-shop ineffassign ./...
