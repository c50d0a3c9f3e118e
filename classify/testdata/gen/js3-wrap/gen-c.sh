#!/bin/sh
# js-sweep-3, batch C wrappers (held-out: made and measured after batch A and B's fixes).
# Tools: as gen.sh (npm ci here). Program: c/wr2 (wr/ with other scripts). Usage: sh gen-c.sh;
# writes ../../new/js3c-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-js3-wrap-c
rm -rf $work && mkdir -p $work && cp -r $here/c/wr2/. $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen-c.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
ln -s $here/node_modules node_modules
git init -q .
export NO_COLOR=1 PATH=$work/node_modules/.bin:$PATH
run() { name=$1; shift; "$@" > $out/js3c-$name.txt 2>&1; }
run run-s npm run build
run npm-workspaces npm test --workspaces
run concurrently-tsc npm run check
run tsx-esm npm run esm
run ok-npm npm run ok
run turbo-missing-task timeout 60 turbo run test --filter=@shop/api
run ok-turbo timeout 60 turbo run build --filter=@shop/web
# nodemon (the app's "start" script, run directly in its own process group): the crash, then routes.js is
# fixed and nodemon restarts it; the group is stopped after 8 s.
setsid nodemon packages/api/server.js > $out/js3c-nodemon-fixed.txt 2>&1 & pid=$!; sleep 4
sed -i 's/^const table = undefined$/const table = { register() {} }/' packages/api/routes.js; sleep 4; kill -- -$pid; sleep 1
sed -i "s#$work#/project#g; s#$here/node_modules#/project/node_modules#g; s#$HOME#/root#g" $out/js3c-*.txt
