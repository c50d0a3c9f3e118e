#!/bin/sh
# js-sweep-2, batch 8 (probe after all fixes; measured): vitest --typecheck, a fetch
# aborted by AbortSignal.timeout, an error thrown in a worker thread, spawn of a
# missing program, node --env-file with no file, node --check, a JSON config that
# does not parse. VT (/tmp/eb-js-tools): vitest 4.1.12 with typescript; node v20.20.2.
# Usage: sh gen.sh; writes ../../new/js2r-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${VT:=/tmp/eb-js-tools}
work=/tmp/eb-gen-js2-probe3
rm -rf $work && mkdir -p $work && cp -r $here/. $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
ln -s $VT/node_modules tc/node_modules
(cd tc && CI=1 NO_COLOR=1 $VT/node_modules/.bin/vitest run --typecheck.only) > $out/js2r-vitest-typecheck.txt 2>&1
cd node
node -e "require('net').createServer(() => {}).listen(18507)" & hang=$!  # accepts, never answers
sleep 0.5
node timeout.mjs > $out/js2r-node-fetch-timeout.txt 2>&1
kill $hang
node worker.js > $out/js2r-node-worker.txt 2>&1
node spawn.js > $out/js2r-node-spawn-enoent.txt 2>&1
node --env-file=.env.local env.js > $out/js2r-node-env-file.txt 2>&1
node --check syntax.js > $out/js2r-node-check.txt 2>&1
node config.js > $out/js2r-node-json-config.txt 2>&1
sed -i "s#$work#/project#g; s#$VT#/vtools#g" $out/js2r-*.txt
