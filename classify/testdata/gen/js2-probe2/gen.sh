#!/bin/sh
# js-sweep-2, batch 7 (last probe, made after all other fixes; measured, not tuned on
# unless noted): runtime errors of clients with no server to talk to (fetch, pg,
# ioredis, mongoose), morgan's request log around an Express error, a
# MaxListenersExceededWarning, pnpm add of a missing package, and corepack asked for
# yarn 4 (repo.yarnpkg.com is out of reach here: corepack's own fetch error). T3 (/tmp/eb-js2-tools3): pg 8.23.1, ioredis 6.0.0, mongoose 9.12.1,
# morgan 1.12.1, express 5.3.0; pnpm 12.21 from /tmp/eb-js-tools; yarn 4 via corepack 0.34.6.
# Usage: sh gen.sh; writes ../../new/js2q-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${T3:=/tmp/eb-js2-tools3}
: ${PNPM:=/tmp/eb-js-tools/node_modules/.bin/pnpm}
work=/tmp/eb-gen-js2-probe2
rm -rf $work && mkdir -p $work && cp -r $here/. $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
for d in pg redis mongo morgan; do ln -s $T3/node_modules $d/node_modules; done
(cd fetch && node sync.mjs) > $out/js2q-node-fetch-failed.txt 2>&1
(cd pg && node db.js) > $out/js2q-pg-refused.txt 2>&1
(cd redis && node cache.js) > $out/js2q-ioredis-refused.txt 2>&1
(cd mongo && node models.js) > $out/js2q-mongoose-selection.txt 2>&1
(cd listeners && node --trace-warnings bus.js) > $out/js2q-node-max-listeners.txt 2>&1
(cd morgan && exec node app.js) > $out/js2q-morgan-express.txt 2>&1 &
pid=$!; sleep 2
curl -s -o /dev/null http://127.0.0.1:18506/api/health; curl -s -o /dev/null http://127.0.0.1:18506/api/cart; curl -s -o /dev/null http://127.0.0.1:18506/nope
sleep 1; kill $pid; wait $pid 2>/dev/null
mkdir -p $work/pn && cd $work/pn && echo '{"name":"pn","private":true}' > package.json
$PNPM add left-pad-not-a-real-pkg-eb > $out/js2q-pnpm-add-404.txt 2>&1
mkdir -p $work/y4 && cd $work/y4 && echo '{"name":"y4","private":true,"packageManager":"yarn@4.9.2","dependencies":{"left-pad-not-a-real-pkg-eb":"^1.0.0"}}' > package.json
COREPACK_ENABLE_DOWNLOAD_PROMPT=0 corepack yarn install > $out/js2q-corepack-fetch.txt 2>&1
sed -i "s#$work#/project#g; s#$T3#/tools3#g" $out/js2q-*.txt
