#!/bin/sh
# Blind round 5: web-stack tools no fixture nor earlier round held, each run
# once with a real bug (or none), its output recorded as errbundle run would
# see it: stdout and stderr merged in one pipe, in order, no TTY. The wants
# beside the recordings were written by hand from this output before any
# classifier read it (see ../README.md).
#
# Needs node 20 and npm (versions pinned in package-lock.json); Debian 12's
# phpmd 2.13.0 (with php-cli 8.2), pyflakes3 2.5.0, pydocstyle 6.2.3,
# isort 5.6.4, vulture 2.7 and codespell 2.2.2.
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/blind5/work

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm ci --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm ci failed" >&2; exit 1; }
fi
PATH=$work/node_modules/.bin:$PATH
unset FORCE_COLOR NO_COLOR CI

# app, save, rec, serve, get and stop, as every round records.
. "$here/../../gen-common.sh"

want() { [ -z "$runs" ] || case " $runs " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
runs="$*"

# CSS
want purgecss-config && rec purgecss-config purgecss-config purgecss --config purgecss.config.js
want autoprefixer-warn && rec autoprefixer-warn autoprefixer-warn postcss css/site.css -o out/site.css
want doiuse-features && rec doiuse-features doiuse-features doiuse --browsers "ie 11, safari 14" css/site.css
want doiuse-clean && rec doiuse-clean doiuse-clean doiuse --browsers "ie 11, safari 14" css/site.css
want stylelint-scss && rec stylelint-scss stylelint-scss stylelint --formatter verbose 'scss/**/*.scss'

# Compilers, type and docs tools
want typedoc-warn && rec typedoc-warn typedoc-warn typedoc
want typedoc-type && rec typedoc-type typedoc-type typedoc
want tsprune-unused && rec tsprune-unused tsprune-unused ts-prune
want apiextractor-export && rec apiextractor-export apiextractor-export sh -c 'tsc && api-extractor run --local'
want dtsbundle-type && rec dtsbundle-type dtsbundle-type dts-bundle-generator -o out/index.d.ts src/index.ts
want tsjsonschema-type && rec tsjsonschema-type tsjsonschema-type ts-json-schema-generator --path src/types.ts --type Product
want openapi-ref && rec openapi-ref openapi-ref openapi-typescript openapi.yaml -o schema.d.ts
want handlebars-parse && rec handlebars-parse handlebars-parse handlebars -e hbs views -f out/templates.js
want stencil-build && rec stencil-build stencil-build stencil build

# RPC schemas
want pbjs-syntax && rec pbjs-syntax pbjs-syntax pbjs -t static-module -o out/shop.js proto/shop.proto

# Test runners
want brittle-fail && rec brittle-fail brittle-fail brittle-node test/cart.test.js
want brittle-clean && rec brittle-clean brittle-clean brittle-node test/cart.test.js
want ospec-fail && rec ospec-fail ospec-fail ospec

# Linters
want xo-lint && rec xo-lint xo-lint xo src
want xo-clean && rec xo-clean xo-clean xo src
want htmllint-page && rec htmllint-page htmllint-page htmllint index.html
want npmpkglint-pkg && rec npmpkglint-pkg npmpkglint-pkg npmPkgJsonLint .
want alex-docs && rec alex-docs alex-docs alex docs
want eclint-check && rec eclint-check eclint-check eclint check src/cart.js

# Python, PHP and prose
want pyflakes-app && rec pyflakes-app py-shop pyflakes3 shop
want pydocstyle-app && rec pydocstyle-app py-shop pydocstyle shop
want isort-check && rec isort-check py-shop isort --check-only --diff shop
want vulture-dead && rec vulture-dead py-shop vulture shop
want codespell-docs && rec codespell-docs codespell-docs codespell docs
want codespell-clean && rec codespell-clean codespell-clean codespell docs
want phpmd-app && rec phpmd-app phpmd-app phpmd src text cleancode,unusedcode,naming
