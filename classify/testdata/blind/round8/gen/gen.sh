#!/bin/sh
# Blind round 8: web-stack tools no fixture nor earlier round (1-7) held,
# each run once with a real bug (or none), its output recorded as errbundle
# run would see it: stdout and stderr merged in one pipe, in order, no TTY.
# The wants beside the recordings were written by hand from this output
# before any classifier read it (see ../README.md).
#
# Each run happens in a private mount namespace where its app's copy is
# bound on /project (and the shared node_modules on /project/node_modules),
# so the paths the tools print are the ones TestBlindScore expects without
# rewriting them, and the machine's own /project is never touched: / is
# overlaid there (a tmpfs upper layer) so the mount point can exist, then
# chrooted into. Needs root (unshare, mount, chroot). The same way as
# round 7's gen.sh.
#
# Needs node 20 and npm (versions pinned in package-lock.json); Debian 12's
# sassc 3.6.1 and yapf3 0.32.0; go with golint
# (golang.org/x/lint/golint@v0.0.0-20210508222113-6edffad5e616, go install,
# into $GOBIN).
# Usage: sh gen.sh [run ...]; writes ../<run>.txt, every run by default.
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/.." && pwd)
work=/tmp/blind8/work
GOBIN=${GOBIN:-/tmp/blind8/gobin}

# KEEP_MODULES=1 reuses the node_modules of an earlier run of this script.
if [ -z "$KEEP_MODULES" ] || [ ! -d $work/node_modules ]; then
	rm -rf $work && mkdir -p $work && cp $here/package.json $here/package-lock.json $work/
	(cd $work && npm install --no-audit --no-fund --legacy-peer-deps > /dev/null 2>&1) || { echo "gen.sh: npm install failed" >&2; exit 1; }
fi
if [ ! -x $GOBIN/golint ]; then
	GOBIN=$GOBIN go install golang.org/x/lint/golint@v0.0.0-20210508222113-6edffad5e616 || exit 1
fi
PATH=/project/node_modules/.bin:$GOBIN:$PATH
unset FORCE_COLOR NO_COLOR CI

# inproj, nsrec (a run in the namespace) and want come from gen-common.sh.
. "$here/../../gen-common.sh"
runs="$*"

# JS style and syntax
want semistd-app && nsrec semistd-app semistd-app semistandard
want snazzy-app && nsrec snazzy-app snazzy-app sh -c 'semistandard --verbose 2>&1 | snazzy'
want semistd-clean && nsrec semistd-clean semistd-clean semistandard
want jscs-rules && nsrec jscs-rules jscs-rules env FORCE_COLOR=1 jscs src
# Compile-to-JS languages
want lsc-syntax && nsrec lsc-syntax lsc-syntax lsc -c -o dist src/cart.ls
want lsc-crash && nsrec lsc-crash lsc-crash lsc src/main.ls
want coffeelint-src && nsrec coffeelint-src coffeelint-src coffeelint --color=always src
# Templates
want jade-view && nsrec jade-view jade-view jade -o dist views/cart.jade
want jade-render && nsrec jade-render jade-render jade -o dist -O '{"user":"ann"}' views/cart.jade
want hulk-section && nsrec hulk-section hulk-section sh -c 'hulk templates/*.mustache > dist.js'
# Schemas and config
want jsonts-ref && nsrec jsonts-ref jsonts-ref json2ts -i schemas/order.json -o types/order.d.ts
want jsonts-clean && nsrec jsonts-clean jsonts-clean json2ts -i schemas/order.json -o types/order.d.ts
want yamllint-config && nsrec yamllint-config yamllint-config yamllint config.yml
want taplo-syntax && nsrec taplo-syntax taplo-syntax taplo lint Cargo.toml
want taplo-clean && nsrec taplo-clean taplo-clean taplo lint Cargo.toml
want mdlink-docs && nsrec mdlink-docs mdlink-docs markdown-link-check docs/README.md
# CSS
want sassc-syntax && nsrec sassc-syntax sassc-syntax sassc scss/site.scss dist/site.css
want sassc-warn && nsrec sassc-warn sassc-warn sh -c 'mkdir -p dist && sassc scss/site.scss dist/site.css'
# Python and Go
want yapf-syntax && nsrec yapf-syntax yapf-syntax yapf3 --diff app/views.py
want golint-app && nsrec golint-app golint-app golint ./...
