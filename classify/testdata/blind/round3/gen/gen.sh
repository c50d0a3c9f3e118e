#!/bin/sh
# Blind round 3 (held for a later measurement: not scored): web-stack tools
# no fixture nor earlier round held, each run once with a real bug (or none),
# its output recorded as errbundle run would see it: stdout and stderr merged
# in one pipe, in order, no TTY. The wants beside the recordings were written
# by hand from this output before any classifier read it (see ../README.md).
#
# Needs node 20 and npm (versions pinned in package-lock.json), curl,
# Debian's pycodestyle 2.10.0, and go (staticcheck is built from the Go
# module proxy at the version below).
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/blind3/work
staticcheck_version=2025.1.1

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm ci --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm ci failed" >&2; exit 1; }
fi
if [ ! -x $work/gobin/staticcheck ]; then
	GOBIN=$work/gobin go install honnef.co/go/tools/cmd/staticcheck@$staticcheck_version > /dev/null 2>&1 || { echo "gen.sh: go install staticcheck failed" >&2; exit 1; }
fi
PATH=$work/node_modules/.bin:$work/gobin:$PATH
unset FORCE_COLOR NO_COLOR CI

# app, save, rec, serve, get and stop, as every round records.
BOOT=${BOOT:-3}
. "$here/../../gen-common.sh"

want() { [ -z "$runs" ] || case " $runs " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
runs="$*"

# Compilers
want sucrase-syntax && rec sucrase-syntax sucrase-syntax sucrase ./src -d ./out --transforms typescript,imports
want sucrase-clean && rec sucrase-clean sucrase-clean sucrase ./src -d ./out --transforms typescript,imports

# Schemas and API descriptions
want ajv-invalid && rec ajv-invalid ajv-invalid ajv validate --spec=draft7 -c ajv-formats --all-errors -s user.schema.json -d user.json
want ajv-valid && rec ajv-valid ajv-valid ajv validate --spec=draft7 -c ajv-formats --all-errors -s user.schema.json -d user.json
want ajv-schema && rec ajv-schema ajv-schema ajv validate -s config.schema.json -d config.json
want redocly-lint && rec redocly-lint redocly-lint redocly lint openapi.yaml
want redocly-valid && rec redocly-valid redocly-valid redocly lint openapi.yaml
want spectral-lint-ci && (export CI=true; rec spectral-lint-ci spectral-lint spectral lint openapi.yaml)

# Servers, driven with curl
if want restify-throw; then
	serve restify-throw node server.js
	get http://127.0.0.1:18431/items/apple
	get http://127.0.0.1:18431/items/plum
	stop restify-throw restify-throw
fi
if want restify-deprecation; then
	serve restify-deprecation node server.js
	get http://127.0.0.1:18431/items/apple
	get http://127.0.0.1:18431/items/plum
	stop restify-deprecation restify-deprecation
fi

# Tests and type tests
want zora-fail && rec zora-fail zora-fail node slug.test.js
want tsd-fail && rec tsd-fail tsd-fail tsd
want typecoverage-ci && (export CI=true; rec typecoverage-ci typecoverage-ci type-coverage --at-least 95 --detail)

# Templates and site generators
want mustache-section && rec mustache-section mustache-section mustache view.json page.mustache
want twing-filter && rec twing-filter twing-filter node render.js
want metalsmith-frontmatter && rec metalsmith-frontmatter metalsmith-frontmatter node build.js
want ejslint-tag && rec ejslint-tag ejslint-tag ejslint views/cart.ejs
want mjml-validate && rec mjml-validate mjml-validate mjml --validate welcome.mjml
want mjml-clean && rec mjml-clean mjml-clean mjml welcome.mjml -o welcome.html

# Assets
want svgr-broken && rec svgr-broken svgr-broken svgr --out-dir components -- icons

# Linters
want depcruise-circular && rec depcruise-circular depcruise-circular depcruise src
want csslint-rules && rec csslint-rules csslint-rules csslint css
want cspell-words && rec cspell-words cspell-words cspell lint --no-progress "src/**" README.md
want remark-lint && rec remark-lint remark-lint remark . --frail --quiet
want remark-clean && rec remark-clean remark-clean remark . --frail --quiet
want pycodestyle-app && rec pycodestyle-app pycodestyle-app pycodestyle shop
want staticcheck-app && rec staticcheck-app staticcheck-app staticcheck ./...
