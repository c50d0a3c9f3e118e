#!/bin/sh
# js-sweep-2, batch 4 (probe, made after the batch-3 fixes; measured, then fixed):
# Hono on @hono/node-server, a Socket.IO handler, Express 5 async rejection,
# c8 --check-coverage, changesets status, nx run-many, bun install --frozen-lockfile.
# T1 (/tmp/eb-js2-tools): hono 4.13.19, @hono/node-server 2.1.9; T2 (/tmp/eb-js2-tools2): socket.io 4.8.4,
# nx 22.7.12, typescript 5.9.3; T3 (/tmp/eb-js2-tools3): c8 12.0.0, @changesets/cli 2.31.1, express 5.3.0,
# socket.io-client; BUN: bun from /tmp/eb-js-tools.
# Usage: sh gen.sh; writes ../../new/js2p-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${T1:=/tmp/eb-js2-tools}
: ${T2:=/tmp/eb-js2-tools2}
: ${T3:=/tmp/eb-js2-tools3}
: ${BUN:=/tmp/eb-js-tools/node_modules/.bin/bun}
work=/tmp/eb-gen-js2-probe
rm -rf $work && mkdir -p $work && cp -r $here/. $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
ln -s $T1/node_modules hono/node_modules; ln -s $T2/node_modules nx/node_modules
mkdir -p sio/node_modules && ln -s $T2/node_modules/* $T2/node_modules/@* sio/node_modules/ 2>/dev/null
ln -s $T3/node_modules/socket.io-client $T3/node_modules/engine.io-client $T3/node_modules/socket.io-parser $T3/node_modules/engine.io-parser $T3/node_modules/xmlhttprequest-ssl sio/node_modules/ 2>/dev/null
ln -s $T3/node_modules express5/node_modules; ln -s $T3/node_modules c8/node_modules; ln -s $T3/node_modules cs/node_modules
serve() { # name dir cmd client...
  name=$1 dir=$2 cmd=$3; shift 3
  (cd $dir && exec $cmd) > $out/$name.txt 2>&1 &
  pid=$!
  sleep 2
  (cd $dir && sh -c "$*") > /dev/null 2>&1
  sleep 1
  kill $pid 2>/dev/null; wait $pid 2>/dev/null
}
serve js2p-hono hono 'node app.mjs' 'curl -s http://127.0.0.1:18496/api/user/7'
serve js2p-socketio sio 'node server.js' 'node client.js'
serve js2p-express5 express5 'node app.js' 'curl -s http://127.0.0.1:18498/orders/42'
(cd c8 && $T3/node_modules/.bin/c8 --check-coverage --lines 95 --functions 95 node check.js) > $out/js2p-c8-threshold.txt 2>&1
(cd cs && git init -q -b main && git add -A && git -c user.email=a@b -c user.name=a commit -qm init && git checkout -qb feature \
  && echo '{"name":"@cs/a","version":"1.0.1"}' > packages/a/package.json && git -c user.email=a@b -c user.name=a commit -qam change \
  && $T3/node_modules/.bin/changeset status) > $out/js2p-changeset-status.txt 2>&1
(cd nx && git init -q && NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=1 $T2/node_modules/.bin/nx run-many -t build) > $out/js2p-nx-run-many.txt 2>&1
mkdir -p bunfz && cd bunfz && echo '{"name":"bunfz","dependencies":{"left-pad":"1.3.0"}}' > package.json && $BUN install > /dev/null 2>&1 \
  && echo '{"name":"bunfz","dependencies":{"left-pad":"1.3.0","is-odd":"3.0.1"}}' > package.json && $BUN install --frozen-lockfile > $out/js2p-bun-frozen.txt 2>&1
cd $work
sed -i "s#$work#/project#g; s#$T1#/tools#g; s#$T2#/tools2#g; s#$T3#/tools3#g" $out/js2p-*.txt
