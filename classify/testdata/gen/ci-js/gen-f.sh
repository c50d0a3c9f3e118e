#!/bin/sh
# ci-sweep, batch F: failures outside a test under GITHUB_ACTIONS=true, as
# the runners' annotations give them:
#   ci-vitest-gha-suite  vitest run: a test file whose import fails (no test runs)
#                        and an unhandled rejection after its test passed (vsuite/)
#   ci-bun-test-gha-suite bun test: a file whose import fails beside failing tests (bsuite/)
# Tools as gen.sh (npm ci of package.json here; vitest 4.1.12, bun 1.4.5).
# Usage: sh gen-f.sh; writes ../../new/ci-*-suite.txt, paths rewritten to /project.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
tools=/tmp/eb-gen-ci-js
work=/tmp/eb-gen-ci-js-work-f
mkdir -p $tools && cp $here/package.json $here/package-lock.json $tools/
[ -d $tools/node_modules ] || (cd $tools && npm ci --no-audit --no-fund)
bin=$tools/node_modules/.bin
rm -rf $work && mkdir -p $work && cp -r $here/vsuite $here/bsuite $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen-f.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
for d in vsuite bsuite; do ln -s $tools/node_modules $d/node_modules; done
unset FORCE_COLOR NO_COLOR
cd $work/vsuite && env CI=true GITHUB_ACTIONS=true NO_COLOR=1 $bin/vitest run > $out/ci-vitest-gha-suite.txt 2>&1 || true
cd $work/bsuite && env CI=true GITHUB_ACTIONS=true NO_COLOR=1 $bin/bun test > $out/ci-bun-test-gha-suite.txt 2>&1 || true
sed -i "s#$work#/project#g; s#$tools/node_modules#/project/node_modules#g; s#$HOME#/root#g" $out/ci-vitest-gha-suite.txt $out/ci-bun-test-gha-suite.txt
