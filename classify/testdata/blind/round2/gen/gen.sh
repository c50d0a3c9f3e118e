#!/bin/sh
# Blind round 2 (held for the measurement after the redesign: not scored):
# more web-stack tools no fixture (nor round 1) held, each run once with a
# real bug (or none), its output recorded as errbundle run would see it:
# stdout and stderr merged in one pipe, in order, no TTY. The wants beside
# the recordings were written by hand from this output before the
# classifier read it (see ../README.md).
#
# Needs node 20 and npm (the versions are pinned in package-lock.json), curl,
# and PostgreSQL 15's server binaries: a private cluster is started on
# 127.0.0.1:15477 for the migration and ORM runs, as the postgres user, and stopped at the
# end.
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/eb-blind-r2
pgbin=/usr/lib/postgresql/15/bin
export DATABASE_URL=postgres://postgres@127.0.0.1:15477/blind

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	# npm install, not npm ci: the lock holds no entries for rescript's other
	# platforms' optional packages (@rescript/darwin-arm64, ...), which npm
	# ci refuses; install keeps every version the lock pins.
	(cd $work && npm install --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm install failed" >&2; exit 1; }
fi
PATH=$work/node_modules/.bin:$PATH

# app, save, rec, serve, get and stop, as every round records.
. "$here/../../gen-common.sh"
pg_start() {
	mkdir -p $work/pg && chown postgres $work/pg
	su postgres -s /bin/sh -c "$pgbin/initdb -D $work/pg/data -A trust -U postgres > /dev/null && $pgbin/pg_ctl -D $work/pg/data -o '-p 15477 -k $work/pg -c listen_addresses=127.0.0.1' -l $work/pg/log -w start > /dev/null"
}
pg_reset() {
	psql -q -h 127.0.0.1 -p 15477 -U postgres -c 'drop database if exists blind' -c 'create database blind' > /dev/null 2>&1
}
pg_stop() { su postgres -s /bin/sh -c "$pgbin/pg_ctl -D $work/pg/data -m fast stop > /dev/null"; }

want() { [ $# -eq 0 ] || for r in "$@"; do case " $runs " in *" $r "*) return 0 ;; esac; done; [ -z "$runs" ]; }
runs="$*"

# Compilers and bundlers
want tsup-dts && rec tsup-dts tsup-dts npm run build
want tsup-clean && rec tsup-clean tsup-clean npm run build
want terser-syntax && rec terser-syntax terser-syntax terser src/cart.js -o dist/cart.min.js
want coffee-syntax && rec coffee-syntax coffee-syntax coffee -c -o lib src
want rescript-type && rec rescript-type rescript-type npm run build
want ncc-missing && rec ncc-missing ncc-missing ncc run src/index.js
want svgo-broken && rec svgo-broken svgo-broken svgo -f icons -o dist

# Static sites and servers
want hexo-site && rec hexo-site hexo-site npm run build
if want httpserver-deprecation; then
	serve httpserver-deprecation http-server public -p 19453
	get http://127.0.0.1:19453/
	stop httpserver-deprecation httpserver-deprecation
fi
if want liveserver-clean; then
	serve liveserver-clean live-server --no-browser --port=19454
	get http://127.0.0.1:19454/
	stop liveserver-clean liveserver-clean
fi
if want jsonserver-db; then
	serve jsonserver-db json-server --watch db.json --port 19455
	stop jsonserver-db jsonserver-db
fi
want codegen-field && rec codegen-field codegen-field graphql-codegen --config codegen.yml

# Migrations and ORMs on PostgreSQL
if want mikroorm-table postgresjs-notnull pgmigrate-type sequelizecli-migrate typeormcli-migrate; then
	pg_start
	want mikroorm-table && pg_reset && rec mikroorm-table mikroorm-table node app.mjs
	want postgresjs-notnull && pg_reset && rec postgresjs-notnull postgresjs-notnull node app.mjs
	want pgmigrate-type && pg_reset && rec pgmigrate-type pgmigrate-type npm run migrate
	want sequelizecli-migrate && pg_reset && rec sequelizecli-migrate sequelizecli-migrate sequelize-cli db:migrate
	want typeormcli-migrate && pg_reset && rec typeormcli-migrate typeormcli-migrate typeorm migration:run -d datasource.js
	pg_stop
fi

# Template engines under Express
if want express-liquid; then
	serve express-liquid node app.js
	get http://127.0.0.1:19451/
	stop express-liquid express-liquid
fi
if want express-eta; then
	serve express-eta node app.js
	get http://127.0.0.1:19452/invoice
	stop express-eta express-eta
fi

# Test runners
want wtr-fail && rec wtr-fail wtr-fail web-test-runner --config web-test-runner.config.mjs
want wtr-fail-ci && rec wtr-fail-ci wtr-fail env CI=true web-test-runner --config web-test-runner.config.mjs
want lab-fail && rec lab-fail lab-fail lab

# Linters and package checks
want markdownlint-readme && rec markdownlint-readme markdownlint-readme markdownlint README.md
want markdownlint-clean && rec markdownlint-clean markdownlint-clean markdownlint README.md
want htmlhint-page && rec htmlhint-page htmlhint-page htmlhint index.html
want htmlvalidate-page && rec htmlvalidate-page htmlvalidate-page html-validate index.html
want jshint-script && rec jshint-script jshint-script jshint cart.js
want standard-lint && rec standard-lint standard-lint npm run lint
want knip-unused && rec knip-unused knip-unused knip
want publint-pkg && rec publint-pkg publint-pkg publint
want commitlint-msg && rec commitlint-msg commitlint-msg sh -c 'commitlint < msg.txt'
want madge-circular && rec madge-circular madge-circular madge --circular src/index.js
true
