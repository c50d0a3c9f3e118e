#!/bin/sh
# Blind round 4: web-stack tools no fixture nor earlier round held, each run
# once with a real bug (or none), its output recorded as errbundle run would
# see it: stdout and stderr merged in one pipe, in order, no TTY. The wants
# beside the recordings were written by hand from this output before any
# classifier read it (see ../README.md).
#
# Needs node 20 and npm (versions pinned in package-lock.json); Debian 12's
# hugo 0.111.3, python3-sphinx 5.3.0, mkdocs 1.4.2, php-codesniffer 3.7.1
# (with php-cli 8.2), bandit 1.6.2 and sqlfluff 1.4.5; and go (templ and
# revive are built from the Go module proxy at the versions below).
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/blind4/work
templ_version=v0.3.943
revive_version=v1.7.0

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm ci --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm ci failed" >&2; exit 1; }
fi
if [ ! -x $work/gobin/templ ] || [ ! -x $work/gobin/revive ]; then
	GOBIN=$work/gobin go install github.com/a-h/templ/cmd/templ@$templ_version > /dev/null 2>&1 || { echo "gen.sh: go install templ failed" >&2; exit 1; }
	GOBIN=$work/gobin go install github.com/mgechev/revive@$revive_version > /dev/null 2>&1 || { echo "gen.sh: go install revive failed" >&2; exit 1; }
fi
PATH=$work/node_modules/.bin:$work/gobin:$PATH
unset FORCE_COLOR NO_COLOR CI

# app, save, rec, serve, get and stop, as every round records.
. "$here/../../gen-common.sh"

want() { [ -z "$runs" ] || case " $runs " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
runs="$*"

# Compilers and templates
want uglify-syntax && rec uglify-syntax uglify-syntax uglifyjs src/cart.js -o out.js
want civet-syntax && rec civet-syntax civet-syntax civet -c src/cart.civet -o out/.ts
want flow-types && rec flow-types flow-types flow check && flow stop > /dev/null 2>&1
want squirrelly-tag && rec squirrelly-tag squirrelly-tag node render.js
want dust-tag && rec dust-tag dust-tag dustc views/cart.dust
want templ-syntax && rec templ-syntax templ-syntax templ generate
want hugo-template && rec hugo-template hugo-template hugo --quiet=false -d /tmp/blind4/hugo-out
want hugo-clean && rec hugo-clean hugo-clean hugo -d /tmp/blind4/hugo-out

# Docs
want sphinx-docs && rec sphinx-docs sphinx-docs sphinx-build -q -b html . _build
want mkdocs-link && rec mkdocs-link mkdocs-link mkdocs build --strict
want textlint-docs && rec textlint-docs textlint-docs textlint docs

# CSS
want csstree-props && rec csstree-props csstree-props csstree-validator css
want csstree-clean && rec csstree-clean csstree-clean csstree-validator css
want cleancss-warn && rec cleancss-warn cleancss-warn cleancss -o out.css css/site.css

# Tests
want poku-fail && rec poku-fail poku-fail poku test
want poku-clean && rec poku-clean poku-clean poku test

# Linters and validators
want tslint-rules && rec tslint-rules tslint-rules tslint -c tslint.json 'src/**/*.ts'
want tslint-clean && rec tslint-clean tslint-clean tslint -c tslint.json 'src/**/*.ts'
want quicklint-app && rec quicklint-app quicklint-app quick-lint-js src/app.js src/render.js
want linthtml-page && rec linthtml-page linthtml-page linthtml index.html
want markuplint-page && rec markuplint-page markuplint-page markuplint index.html
want gqllint-schema && rec gqllint-schema gqllint-schema graphql-schema-linter schema.graphql
want jsonlint-config && rec jsonlint-config jsonlint-config jsonlint config.json
want jsonlint-clean && rec jsonlint-clean jsonlint-clean jsonlint config.json
want lockfile-host && rec lockfile-host lockfile-host lockfile-lint --path package-lock.json --type npm --allowed-hosts npm --validate-https
want lslint-names && rec lslint-names lslint-names ls-lint
want secretlint-key && rec secretlint-key secretlint-key secretlint 'src/**/*'
want phpcs-psr12 && rec phpcs-psr12 phpcs-psr12 phpcs --standard=PSR12 src
want bandit-app && rec bandit-app bandit-app bandit -q -r shop
want sqlfluff-query && rec sqlfluff-query sqlfluff-query sqlfluff lint orders.sql
want revive-app && rec revive-app revive-app revive ./...
