#!/bin/sh
# js-sweep-3, batch E (held-out probe: made and measured after batch D's fixes): timeouts (vitest test
# and hook, AVA), Playwright's globalSetup failing, a bun snapshot mismatch, a node --test file that
# fails to import, mocha --parallel.
# Tools: as gen.sh (npm ci here); bun 1.4.5 (BUN). Programs: e/*.
# Usage: sh gen-e.sh; writes ../../new/js3e-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${BUN:=/tmp/eb-js-tools/node_modules/.bin/bun}
bin=$here/node_modules/.bin
work=/tmp/eb-gen-js3-test-e
rm -rf $work && mkdir -p $work && cp -r $here/e/. $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen-e.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
for d in *; do ln -s $here/node_modules $d/node_modules; done
export NO_COLOR=1 FORCE_COLOR=0
run() { name=$1; shift; "$@" > $out/js3e-$name.txt 2>&1; }
cd $work/vto && run vitest-timeouts $bin/vitest run
cd $work/pwg && echo '{}' > package.json && run playwright-global-setup timeout 300 $bin/playwright test --workers 1
cd $work/avt && run ava-timeout timeout 60 $bin/ava
cd $work/bts && run bun-snapshot $BUN test --ci
cd $work/ntimp && run nodetest-import node --test --test-reporter=spec
cd $work/mop2 && run mocha-parallel $bin/mocha --parallel
sed -i "s#$work#/project#g; s#$here/node_modules#/project/node_modules#g; s#$HOME#/root#g" $out/js3e-*.txt
