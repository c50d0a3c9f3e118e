#!/bin/sh
# Blind round 12: web-stack tools no fixture nor earlier round (1-11) held,
# each run once with a real mid-edit mistake (or none), its output recorded
# as errbundle run would see it: stdout and stderr merged in one pipe, in
# order, no TTY, each run in a private mount namespace with its app on
# /project (inproj and nsrec in ../../gen-common.sh; needs root). The wants
# beside the recordings were written by hand from this output before any
# classifier read it (see ../../README.md).
#
# Needs node 20 and npm (versions pinned in package-lock.json), Chromium
# (karma's ChromeHeadless, CHROME_BIN below); Debian 12's python3-chameleon
# 3.8.1, python3-pydantic 1.10.4, python3-marshmallow 3.18.0, python3-webpy
# 0.62, python3-yoyo 8.2.0 (python 3.11), ruby-tilt 2.0.11 (ruby 3.1),
# php-doctrine-dbal 3.6.1 with php-sqlite3, php-symfony-yaml and
# php-symfony-console 5.4 (php-cli 8.2), shfmt 3.6.0, elixir 1.14.0 (OTP
# 24); go 1.26 with actionlint v1.7.7, unparam, editorconfig-checker
# v3.2.1, gopls v0.20.0 and stringer from golang.org/x/tools v0.28.0 (go
# install, the versions below; editorconfig-checker's newest wants go
# 1.27).
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/blind12/work
GOBIN=${GOBIN:-/tmp/blind12/gobin}
. "$here/../../gen-common.sh"

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm install --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm install failed" >&2; exit 1; }
fi
[ -x $GOBIN/actionlint ] || GOBIN=$GOBIN go install github.com/rhysd/actionlint/cmd/actionlint@v1.7.7 || exit 1
[ -x $GOBIN/unparam ] || GOBIN=$GOBIN go install mvdan.cc/unparam@v0.0.0-20260823230713-2fa3d841b0c8 || exit 1
[ -x $GOBIN/gopls ] || GOBIN=$GOBIN go install golang.org/x/tools/gopls@v0.20.0 || exit 1
[ -x $GOBIN/stringer ] || GOBIN=$GOBIN go install golang.org/x/tools/cmd/stringer@v0.28.0 || exit 1
[ -x $GOBIN/editorconfig-checker ] || GOBIN=$GOBIN go install github.com/editorconfig-checker/editorconfig-checker/v3/cmd/editorconfig-checker@v3.2.1 || exit 1
PATH=/project/node_modules/.bin:$GOBIN:$PATH
export CHROME_BIN=/usr/bin/chromium
unset FORCE_COLOR NO_COLOR CI
runs="$*"

# ORMs, query builders, migrations, validation at a backend's start
want objection-validate && nsrec objection-validate objection-validate node seed.js
want joi-config && nsrec joi-config joi-config node server.js
want dbal-query && nsrec dbal-query dbal-query php index.php
want yoyo-migrate && nsrec yoyo-migrate yoyo-migrate /usr/bin/python3 -m yoyo apply --batch --database sqlite:///shop.db migrations
want pydantic-settings && nsrec pydantic-settings pydantic-settings /usr/bin/python3 main.py
want marshmallow-load && nsrec marshmallow-load marshmallow-load /usr/bin/python3 main.py
want symfony-yaml && nsrec symfony-yaml symfony-yaml php boot.php
want symfony-console && nsrec symfony-console symfony-console php console.php products:import products.csv
# Backends: servers started in the background of the run's sh, asked with
# curl, then stopped by TERM.
want log4js-server && nsrec log4js-server log4js-server sh -c 'node server.js & p=$!; sleep 2; curl -s -o /dev/null "localhost:8220/price?sku=mug"; curl -s -o /dev/null "localhost:8220/price?sku=cap"; sleep 1; kill -TERM $p 2>/dev/null; wait $p 2>/dev/null'
want webpy-route && nsrec webpy-route webpy-route sh -c '/usr/bin/python3 app.py & p=$!; sleep 2; curl -s -o /dev/null localhost:8221/products/mug; curl -s -o /dev/null localhost:8221/products/cap; sleep 1; kill -TERM $p 2>/dev/null; wait $p 2>/dev/null'
# JS compilers, runners, minifiers, CSS
want jsobf-build && nsrec jsobf-build jsobf-build javascript-obfuscator src --output dist
want vite-node-script && nsrec vite-node-script vite-node-script vite-node src/main.ts
want cssnano-build && nsrec cssnano-build cssnano-build node build.js
want cssnano-clean && nsrec cssnano-clean cssnano-clean node build.js
# Test runners: JS in node and in a browser, Elixir
want riteway-fail && nsrec riteway-fail riteway-fail riteway test/cart.test.js
want borp-fail && nsrec borp-fail borp-fail borp
want karma-jasmine && nsrec karma-jasmine karma-jasmine karma start karma.conf.js
want exunit-fail && nsrec exunit-fail exunit-fail mix test
want exunit-clean && nsrec exunit-clean exunit-clean mix test
# Compilers and template engines of the backends
want elixirc-compile && nsrec elixirc-compile elixirc-compile mix compile
want chameleon-render && nsrec chameleon-render chameleon-render /usr/bin/python3 render.py
want tilt-render && nsrec tilt-render tilt-render ruby render.rb
# Linters and code generators of a web project's Go code (gopls check, as
# an editor sees it; go generate running stringer), CI workflows, scripts and whitespace
# (actionlint finds the workflows from the repository's root, so the app is
# made a git repository first, as a user's checkout is)
want unparam-app && nsrec unparam-app unparam-app unparam ./...
want gopls-check && nsrec gopls-check gopls-check gopls check main.go handler/products.go store/store.go
want stringer-generate && nsrec stringer-generate stringer-generate go generate ./...
want actionlint-ci && nsrec actionlint-ci actionlint-ci sh -c 'git init -q && actionlint'
want actionlint-clean && nsrec actionlint-clean actionlint-clean sh -c 'git init -q && actionlint'
want shfmt-scripts && nsrec shfmt-scripts shfmt-scripts shfmt -l -d scripts
want editorconfig-app && nsrec editorconfig-app editorconfig-app editorconfig-checker src README.md
