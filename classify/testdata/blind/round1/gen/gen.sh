#!/bin/sh
# Blind round 1: web-stack tools no fixture held before, each run once with a
# real bug (or none), its output recorded as errbundle run would see it:
# stdout and stderr merged in one pipe, in order, no TTY. The wants beside
# the recordings were written by hand from this output before the
# classifier read it (see ../README.md).
#
# Needs node 20 and npm (the versions are pinned in package-lock.json), curl,
# and PostgreSQL 15's server binaries: a private cluster is started on
# 127.0.0.1:15477 for the ORM runs, as the postgres user, and stopped at the
# end.
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/eb-blind-r1
pgbin=/usr/lib/postgresql/15/bin
export DATABASE_URL=postgres://postgres@127.0.0.1:15477/blind

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm ci --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm ci failed" >&2; exit 1; }
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

# CSS toolchains
want sass-build && rec sass-build sass-build sass src/main.scss dist/main.css
want sass-deprecated && rec sass-deprecated sass-deprecated sass src/site.scss dist/site.css
if want sass-watch; then
	serve sass-watch sass --watch src:dist
	printf '.card {\n  padding: 8px;\n  .title {\n    font-weight: bold;\n  \n}\n' > src/app.scss
	sleep 2
	printf '.card {\n  padding: 8px;\n  .title {\n    font-weight: bold;\n  }\n}\n' > src/app.scss
	sleep 2
	stop sass-watch sass-watch
fi
want less-undefined && rec less-undefined less-undefined lessc src/styles.less dist/styles.css
want stylus-syntax && rec stylus-syntax stylus-syntax stylus src/app.styl -o dist
want postcss-import && rec postcss-import postcss-import postcss src/app.css -o dist/app.css
want postcss-nested && rec postcss-nested postcss-nested postcss src/app.css -o dist/app.css
want tailwind-apply && rec tailwind-apply tailwind-apply npm run build
want tailwind-apply-ci && rec tailwind-apply-ci tailwind-apply env CI=true npm run build
want tailwind-clean && rec tailwind-clean tailwind-clean tailwindcss -i src/input.css -o dist/out.css
want lightningcss-syntax && rec lightningcss-syntax lightningcss-syntax lightningcss --minify src/a.css -o dist/a.css

# JS compilers and bundlers
want babel-syntax && rec babel-syntax babel-syntax babel src -d lib
want babel-clean && rec babel-clean babel-clean babel src -d lib
want swc-syntax && rec swc-syntax swc-syntax swc src -d lib
want unbuild-import && rec unbuild-import unbuild-import npm run build
want rollup-ts && rec rollup-ts rollup-ts rollup -c
want rollup-ts-ci && rec rollup-ts-ci rollup-ts env CI=true rollup -c

# Dev servers
if want wds-import; then
	serve wds-import web-dev-server --config web-dev-server.config.mjs
	get http://127.0.0.1:19431/
	get http://127.0.0.1:19431/src/app.js
	stop wds-import wds-import
fi
if want browsersync-clean; then
	serve browsersync-clean browser-sync start --server --no-open --no-notify --port 19430 --ui-port 19429 --files index.html
	get http://127.0.0.1:19430/
	stop browsersync-clean browsersync-clean
fi

# GraphQL and RPC servers
if want yoga-resolver; then
	serve yoga-resolver node server.js
	get -H 'content-type: application/json' -d '{"query":"{ product(id: \"9\") { name price } }"}' http://127.0.0.1:19432/graphql
	stop yoga-resolver yoga-resolver
fi
if want yoga-clean; then
	serve yoga-clean node server.js
	get -H 'content-type: application/json' -d '{"query":"{ products { name price } }"}' http://127.0.0.1:19433/graphql
	stop yoga-clean yoga-clean
fi
want apollo-schema && rec apollo-schema apollo-schema node server.mjs
if want mercurius-resolver; then
	serve mercurius-resolver node app.js
	get -H 'content-type: application/json' -d '{"query":"{ order(id: \"5\") }"}' http://127.0.0.1:19435/graphql
	stop mercurius-resolver mercurius-resolver
fi
if want trpc-procedure; then
	serve trpc-procedure node server.js
	get 'http://127.0.0.1:19436/cartTotal?input=%7B%22id%22%3A%22b2%22%7D'
	stop trpc-procedure trpc-procedure
fi
want grpc-proto && rec grpc-proto grpc-proto node server.js

# Query builders and ORMs on PostgreSQL
if want knex-migrate sequelize-table typeorm-entity kysely-column; then
	pg_start
	want knex-migrate && pg_reset && rec knex-migrate knex-migrate knex migrate:latest
	want sequelize-table && pg_reset && rec sequelize-table sequelize-table node app.js
	want typeorm-entity && pg_reset && rec typeorm-entity typeorm-entity node app.js
	want kysely-column && pg_reset && rec kysely-column kysely-column node app.mjs
	pg_stop
fi
want drizzle-schema && rec drizzle-schema drizzle-schema drizzle-kit generate

# Template engines under Express
for t in pug:19440:/account nunjucks:19441:/ handlebars:19442:/ ejs:19443:/orders; do
	e=${t%%:*} rest=${t#*:}
	want express-$e || continue
	serve express-$e node app.js
	get http://127.0.0.1:${rest%%:*}${rest#*:}
	stop express-$e express-$e
done
true
