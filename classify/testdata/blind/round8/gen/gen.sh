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

# inproj <dir> cmd...: runs cmd in $work/<dir> seen as /project (see above).
inproj() {
	d=$work/$1; shift
	unshare -m sh -c '
	set -e
	mount --make-rprivate /
	t=$(mktemp -d /tmp/blind8-ns.XXXXXX)
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
	rmdir /tmp/blind8-ns.* 2>/dev/null # the namespace's mount points, empty once it ends
	sed "s#$work/$d#/project#g; s#$work#/project/..#g" $work/$d.log > $out/$f.txt
}

want() { [ -z "$runs" ] || case " $runs " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
runs="$*"

# JS style and syntax
want semistd-app && rec semistd-app semistd-app semistandard
want snazzy-app && rec snazzy-app snazzy-app sh -c 'semistandard --verbose 2>&1 | snazzy'
want semistd-clean && rec semistd-clean semistd-clean semistandard
want jscs-rules && rec jscs-rules jscs-rules env FORCE_COLOR=1 jscs src
# Compile-to-JS languages
want lsc-syntax && rec lsc-syntax lsc-syntax lsc -c -o dist src/cart.ls
want lsc-crash && rec lsc-crash lsc-crash lsc src/main.ls
want coffeelint-src && rec coffeelint-src coffeelint-src coffeelint --color=always src
# Templates
want jade-view && rec jade-view jade-view jade -o dist views/cart.jade
want jade-render && rec jade-render jade-render jade -o dist -O '{"user":"ann"}' views/cart.jade
want hulk-section && rec hulk-section hulk-section sh -c 'hulk templates/*.mustache > dist.js'
# Schemas and config
want jsonts-ref && rec jsonts-ref jsonts-ref json2ts -i schemas/order.json -o types/order.d.ts
want jsonts-clean && rec jsonts-clean jsonts-clean json2ts -i schemas/order.json -o types/order.d.ts
want yamllint-config && rec yamllint-config yamllint-config yamllint config.yml
want taplo-syntax && rec taplo-syntax taplo-syntax taplo lint Cargo.toml
want taplo-clean && rec taplo-clean taplo-clean taplo lint Cargo.toml
want mdlink-docs && rec mdlink-docs mdlink-docs markdown-link-check docs/README.md
# CSS
want sassc-syntax && rec sassc-syntax sassc-syntax sassc scss/site.scss dist/site.css
want sassc-warn && rec sassc-warn sassc-warn sh -c 'mkdir -p dist && sassc scss/site.scss dist/site.css'
# Python and Go
want yapf-syntax && rec yapf-syntax yapf-syntax yapf3 --diff app/views.py
want golint-app && rec golint-app golint-app golint ./...
