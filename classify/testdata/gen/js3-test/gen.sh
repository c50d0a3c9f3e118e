#!/bin/sh
# js-sweep-3, batch A: test runners in their reporters and modes.
# Tools: `npm ci` in this directory (package.json + package-lock.json; node_modules is git-ignored):
# vitest 4.1.12, jest 30.5.2, mocha 12.0.3, ava 7.0.0, tap 21.8.0, uvu 0.5.6, @cucumber/cucumber 12.9.0,
# jasmine 7.0.0, @playwright/test 1.65.1 (system Chromium /usr/bin/chromium); node 20.20.2;
# deno 2.9.6 (DENO, npm package "deno").
# Usage: sh gen.sh; writes ../../new/js3t-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${DENO:=/tmp/eb-js-tools/node_modules/.bin/deno}
bin=$here/node_modules/.bin
work=/tmp/eb-gen-js3-test
rm -rf $work && mkdir -p $work && cp -r $here/vt $here/jst $here/nt $here/mo $here/uv $here/tp $here/cu $here/ja $here/pw $here/dt $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
for d in vt jst mo uv tp cu ja pw; do ln -s $here/node_modules $d/node_modules; done
export NO_COLOR=1 FORCE_COLOR=0
run() { name=$1; shift; "$@" > $out/js3t-$name.txt 2>&1; }
# vitest
cd $work/vt
run vitest-default $bin/vitest run
run vitest-dot $bin/vitest run --reporter=dot
run vitest-json $bin/vitest run --reporter=json
# --watch: the first run, then cart.js is edited and the run repeats; stopped after 12 s.
( $bin/vitest --watch > $out/js3t-vitest-watch.txt 2>&1 & pid=$!; sleep 6
  sed -i 's/item.price \* item.qty/item.price * item.qty + 1/' cart.js; sleep 6; kill $pid )
cp $here/vt/cart.js cart.js
# jest (open.test.js leaves a timer: jest does not exit, timeout stops it after 20 s)
cd $work/jst
run jest-default timeout 20 node $here/node_modules/jest/bin/jest.js
run jest-verbose timeout 20 node $here/node_modules/jest/bin/jest.js --verbose cart.test.js
run jest-open-handles timeout 20 node $here/node_modules/jest/bin/jest.js --detectOpenHandles open.test.js
run jest-json timeout 20 node $here/node_modules/jest/bin/jest.js --json cart.test.js db.test.js
# node --test
cd $work/nt
run nodetest-spec node --test --test-reporter=spec
run nodetest-tap node --test --test-reporter=tap
run nodetest-dot node --test --test-reporter=dot
run nodetest-junit node --test --test-reporter=junit
# mocha
cd $work/mo
run mocha-dot $bin/mocha --reporter dot cart.spec.js
run mocha-tap $bin/mocha --reporter tap cart.spec.js
run mocha-json $bin/mocha --reporter json cart.spec.js
run mocha-min $bin/mocha --reporter min cart.spec.js
# uvu, node-tap, cucumber, jasmine
cd $work/uv && run uvu node tests/cart.js
cd $work/tp && run tap $bin/tap --disable-coverage
cd $work/cu && run cucumber $bin/cucumber-js
cd $work/ja && run jasmine $bin/jasmine
# playwright
cd $work/pw && echo '{}' > package.json
run playwright-list timeout 120 $bin/playwright test --workers 1 --reporter=list
run playwright-line timeout 120 $bin/playwright test --workers 1 --reporter=line
run playwright-json timeout 120 $bin/playwright test --workers 1 --reporter=json
# deno test: steps, a leaked timer, a permission error
cd $work/dt && run deno-test timeout 60 $DENO test
sed -i "s#$work#/project#g; s#$here/node_modules#/project/node_modules#g; s#$HOME#/root#g" $out/js3t-*.txt
