#!/bin/sh
# js-sweep-2, batch 1: Node 20.20.2's own errors and server frameworks' loggers.
# TOOLS is a plain npm install (npm 11.19.1, --legacy-peer-deps) of express@4 (4.22.3),
# fastify 5, pino, pino-pretty, winston 3, bunyan 2.0.5, consola 3, koa 3 in /tmp/eb-js2-tools.
# Usage: sh gen.sh; writes ../../new/js2-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js2-tools}
work=/tmp/eb-gen-js2-node
rm -rf $work && mkdir -p $work && cp -r $here/* $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
for d in express fastify winston bunyan consola koa; do ln -s $TOOLS/node_modules $d/node_modules; done
# an ESM-only package required from CommonJS
mkdir -p cjsreq/node_modules/esm-only
echo '{"name":"esm-only","version":"1.0.0","type":"module","main":"index.js"}' > cjsreq/node_modules/esm-only/package.json
# (Node 20.19+ requires plain ESM; a top-level await still cannot be required)
printf 'const table = await Promise.resolve({});\nexport const slug = (s) => table[s] ?? s.toLowerCase();\n' > cjsreq/node_modules/esm-only/index.js

(cd esm && node main.mjs) > $out/js2-node-module-not-found.txt 2>&1
(cd cjsreq && node server.js) > $out/js2-node-require-esm.txt 2>&1
(cd tsext && node src/app.ts) > $out/js2-node-unknown-ext.txt 2>&1
(cd oom && node --max-old-space-size=16 leak.js) > $out/js2-node-heap-oom.txt 2>&1
(cd port && node server.js) > $out/js2-node-eaddrinuse.txt 2>&1
(cd emitter && node jobs.js) > $out/js2-node-error-event.txt 2>&1
(cd depr && node --trace-warnings app.js) > $out/js2-node-deprecation.txt 2>&1
(cd winston && node app.js json) > $out/js2-winston-json.txt 2>&1
(cd winston && FORCE_COLOR=1 node app.js) > $out/js2-winston-simple.txt 2>&1
(cd bunyan && node app.js) > $out/js2-bunyan.txt 2>&1
(cd consola && node app.mjs) > $out/js2-consola.txt 2>&1

# servers: start, one failing request (and a healthy one), stop
serve() { # name dir cmd url...
  name=$1 dir=$2 cmd=$3; shift 3
  (cd $dir && sh -c "$cmd") > $out/$name.txt 2>&1 &
  pid=$!
  sleep 2
  for u in "$@"; do curl -s -o /dev/null "$u"; sleep 0.5; done
  kill $pid; wait $pid 2>/dev/null
}
# npm 11's ERESOLVE: eslint 9 with the newest @eslint/js (peer eslint 10)
mkdir -p $work/peer && cd $work/peer && echo '{"name":"peer","private":true}' > package.json
npm install --no-audit --no-fund eslint@9 @eslint/js > $out/js2-npm-eresolve.txt 2>&1
cd $work
serve js2-express-route express 'exec node app.js' http://127.0.0.1:18492/api/health http://127.0.0.1:18492/api/cart
serve js2-fastify-pino fastify 'exec node app.js' http://127.0.0.1:18493/api/orders/1 http://127.0.0.1:18493/api/orders/2
# pino-pretty reads the JSON lines the server wrote (node app.js | pino-pretty, run after)
serve js2-fastify-raw fastify 'exec node app.js' http://127.0.0.1:18493/api/orders/2
$TOOLS/node_modules/.bin/pino-pretty < $out/js2-fastify-raw.txt > $out/js2-fastify-pretty.txt 2>&1
rm $out/js2-fastify-raw.txt
serve js2-koa koa 'exec node app.js' http://127.0.0.1:18495/
sed -i "s#$work#/project#g; s#$TOOLS#/tools#g" $out/js2-*.txt
