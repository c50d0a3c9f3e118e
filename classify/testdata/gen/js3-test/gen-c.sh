#!/bin/sh
# js-sweep-3, batch C (held-out: made and measured after batch A and B's fixes): passing runs of the
# runners in their reporters (which must give nothing), and failure shapes batch A did not have.
# Tools: as gen.sh (npm ci here), plus jest29 = npm:jest@29.7.0; bun 1.4.5 (BUN, npm package "bun").
# Programs: c/*. Usage: sh gen-c.sh; writes ../../new/js3c-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${BUN:=/tmp/eb-js-tools/node_modules/.bin/bun}
bin=$here/node_modules/.bin
work=/tmp/eb-gen-js3-test-c
rm -rf $work && mkdir -p $work && cp -r $here/c/. $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen-c.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
for d in *; do ln -s $here/node_modules $d/node_modules; done
export NO_COLOR=1 FORCE_COLOR=0
run() { name=$1; shift; "$@" > $out/js3c-$name.txt 2>&1; }
# passing runs
cd $work/ok-vt && run ok-vitest-json $bin/vitest run --reporter=json && run ok-vitest-verbose $bin/vitest run --reporter=verbose
cd $work/ok-jst && run ok-jest-json timeout 20 node $here/node_modules/jest/bin/jest.js --json --verbose
cd $work/ok-mo && run ok-mocha-json $bin/mocha --reporter json cart.spec.js && run ok-mocha-tap $bin/mocha --reporter tap cart.spec.js
cd $work/ok-nt && run ok-nodetest-tap node --test --test-reporter=tap && run ok-nodetest-junit node --test --test-reporter=junit
cd $work/ok-pw && echo '{}' > package.json && run ok-playwright-json timeout 120 $bin/playwright test --workers 1 --reporter=json
cd $work/ok-cu && run ok-cucumber $bin/cucumber-js
cd $work/ok-uv && run ok-uvu node tests/cart.js
cd $work/ok-tp && run ok-tap $bin/tap --disable-coverage
# failures of new shapes
cd $work/av && run ava $bin/ava; run ava-tap $bin/ava --tap
cd $work/bt && run bun-test $BUN test --ci
cd $work/vt2 && run vitest-each-hooks $bin/vitest run
cd $work/mo2 && run mocha-spec-hooks $bin/mocha
cd $work/nt2 && run nodetest-hooks node --test
cd $work/pw2 && echo '{}' > package.json && run playwright-dot-retries timeout 300 $bin/playwright test --workers 1 --reporter=dot --retries 1
cd $work/j29 && run jest29 timeout 20 node $here/node_modules/jest29/bin/jest.js
cd $work/cu2 && run cucumber-progress $bin/cucumber-js --format progress
cd $work/ja2 && run jasmine-async $bin/jasmine
sed -i "s#$work#/project#g; s#$here/node_modules#/project/node_modules#g; s#$HOME#/root#g" $out/js3c-*.txt
