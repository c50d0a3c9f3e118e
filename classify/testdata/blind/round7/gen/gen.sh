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

# inproj <dir> cmd...: runs cmd in $work/<dir> seen as /project (see above).
inproj() {
	d=$work/$1; shift
	unshare -m sh -c '
	set -e
	mount --make-rprivate /
	t=$(mktemp -d /tmp/blind7-ns.XXXXXX)
	mount -t tmpfs tmpfs $t
	mkdir $t/u $t/w $t/m
	mount -t overlay overlay -o lowerdir=/,upperdir=$t/u,workdir=$t/w $t/m
	mkdir -p $t/m/project
	mount --bind "$0" $t/m/project
	mount --bind "$1" $t/m/project/node_modules
	for p in proc sys dev tmp root; do mount --rbind /$p $t/m/$p; done
	shift
	exec chroot $t/m sh -c "cd /project && exec \"\$@\"" sh "$@"
	' "$d" "$work/node_modules" "$@"
}
# rec <run> <dir> cmd...: a fresh copy of the app, cmd run to its end in it
# as /project, stdout and stderr in one pipe.
rec() {
	f=$1 d=$2; shift 2
	rm -rf $work/$d && cp -r $here/$d $work/$d && mkdir -p $work/$d/node_modules
	inproj $d "$@" 2>&1 | cat > $work/$d.log
	rmdir /tmp/blind7-ns.* 2>/dev/null # the namespace's mount points, empty once it ends
	sed "s#$work/$d#/project#g; s#$work#/project/..#g" $work/$d.log > $out/$f.txt
}

want() { [ -z "$runs" ] || case " $runs " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
runs="$*"

# RPC schemas
want protoc-proto && rec protoc-proto protoc-proto sh -c 'mkdir -p out && protoc --proto_path=. --cpp_out=out proto/shop.proto'
want protoc-clean && rec protoc-clean protoc-clean sh -c 'mkdir -p out && protoc --proto_path=. --cpp_out=out proto/shop.proto'

# CSS
want tcm-syntax && rec tcm-syntax tcm-syntax tcm src
want mixins-undefined && rec mixins-undefined mixins-undefined postcss css/site.css -o out/site.css
want lesshint-rules && rec lesshint-rules lesshint-rules lesshint less
want lesshint-clean && rec lesshint-clean lesshint-clean lesshint less
want stylint-rules && rec stylint-rules stylint-rules stylint styl
want sasslint-rules && rec sasslint-rules sasslint-rules sass-lint -v -q

# Build output, templates and formatting
want escheck-version && rec escheck-version escheck-version es-check es5 'dist/**/*.js'
want escheck-clean && rec escheck-clean escheck-clean es-check es5 'dist/**/*.js'
want htmlmin-parse && rec htmlmin-parse htmlmin-parse html-minifier-terser --collapse-whitespace -o dist/index.html src/index.html
want embertl-template && rec embertl-template embertl-template env FORCE_COLOR=1 ember-template-lint app
want puglint-view && rec puglint-view puglint-view pug-lint views
want dprint-check && rec dprint-check dprint-check dprint check
want sortpkg-check && rec sortpkg-check sortpkg-check sort-package-json --check
want tsunused-exports && rec tsunused-exports tsunused-exports ts-unused-exports tsconfig.json

# Docs, links and licences
want writegood-docs && rec writegood-docs writegood-docs write-good docs/checkout.md
want linkinator-site && rec linkinator-site linkinator-site linkinator site --recurse
want licensechecker-deny && rec licensechecker-deny licensechecker-deny license-checker --production --onlyAllow 'MIT;ISC'

# APIs: OpenAPI, GraphQL (Relay), a Nest server, coverage
want lintopenapi-spec && rec lintopenapi-spec lintopenapi-spec lint-openapi -e openapi.yaml
want relay-field && rec relay-field relay-field relay-compiler
want relay-clean && rec relay-clean relay-clean relay-compiler
want nest-inject && rec nest-inject nest-inject sh -c 'tsc && node dist/main.js'
want nyc-threshold && rec nyc-threshold nyc-threshold nyc node --test

# Docs and prose
want proselint-docs && rec proselint-docs proselint-docs proselint docs/README.md
want rstcheck-docs && rec rstcheck-docs rstcheck-docs rstcheck docs/index.rst

# Ruby and PHP views and code
want haml-view && rec haml-view haml-view haml render app/views/carts/show.html.haml
want slim-view && rec slim-view slim-view sh -c 'ruby $(gem contents slim | grep bin/slimrb) app/views/carts/show.html.slim'
want rubyc-syntax && rec rubyc-syntax rubyc-syntax ruby -wc app/models/cart.rb
want phpcpd-src && rec phpcpd-src phpcpd-src phpcpd --min-lines 5 --min-tokens 30 src

# Go
want swag-init && rec swag-init swag-init swag init
want gocritic-app && rec gocritic-app gocritic-app gocritic check ./...
