#!/bin/sh
# js-sweep-3, batch D (held-out probe: made and measured after batch C's fixes): passing runs whose tests
# log to stderr (which must give nothing), vitest --typecheck, node --test --watch, a Playwright
# beforeAll failure, deno test resource and op sanitizers.
# Tools: as gen.sh (npm ci here); deno 2.9.6 (DENO). Programs: d/*.
# Usage: sh gen-d.sh; writes ../../new/js3d-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${DENO:=/tmp/eb-js-tools/node_modules/.bin/deno}
bin=$here/node_modules/.bin
work=/tmp/eb-gen-js3-test-d
rm -rf $work && mkdir -p $work && cp -r $here/d/. $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen-d.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
for d in *; do ln -s $here/node_modules $d/node_modules; done
export NO_COLOR=1 FORCE_COLOR=0
run() { name=$1; shift; "$@" > $out/js3d-$name.txt 2>&1; }
cd $work/vtlog && run ok-vitest-console $bin/vitest run
cd $work/jlog && run ok-jest-console timeout 20 node $here/node_modules/jest/bin/jest.js
cd $work/mop && run ok-mocha-pending $bin/mocha cart.spec.js
cd $work/vtt && run vitest-typecheck $bin/vitest run --typecheck
# node --test --watch: the failure, then stock.mjs is fixed and the run repeats; stopped after 8 s.
cd $work/ntw && ( node --test --watch > $out/js3d-nodetest-watch.txt 2>&1 & pid=$!; sleep 4
  sed -i 's/ - 1$//' stock.mjs; sleep 4; kill $pid )
cd $work/pw3 && echo '{}' > package.json && run playwright-beforeall timeout 300 $bin/playwright test --workers 1 --reporter=list
cd $work/dl && run deno-sanitizers timeout 60 $DENO test --allow-read --allow-net
sed -i "s#$work#/project#g; s#$here/node_modules#/project/node_modules#g; s#$HOME#/root#g" $out/js3d-*.txt
