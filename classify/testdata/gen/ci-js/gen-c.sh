#!/bin/sh
# ci-sweep, batch C: what CI=true changes in test runners' results:
#   ci-jest-snapshot      jest, CI=true: its --ci default is on, so a new
#                         toMatchSnapshot() is not written but fails ("New snapshot
#                         was not written. ... run in a continuous integration (CI)
#                         environment")
#   ci-vitest-snapshot    vitest run, CI=true: the same for vitest (update: 'none' on a CI)
#   ci-playwright-github  playwright test, CI=true GITHUB_ACTIONS=true with the config
#                         Playwright documents (pwgh/: reporter 'github' on a CI, retries 2)
# Tools as gen.sh (npm ci of package.json here; jest 30.5.2, vitest 4.1.12,
# @playwright/test 1.65.1 with the system Chromium).
# Usage: sh gen-c.sh; writes ../../new/ci-*.txt, paths rewritten to /project.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
tools=/tmp/eb-gen-ci-js
work=/tmp/eb-gen-ci-js-work-c
mkdir -p $tools && cp $here/package.json $here/package-lock.json $tools/
[ -d $tools/node_modules ] || (cd $tools && npm ci --no-audit --no-fund)
bin=$tools/node_modules/.bin
rm -rf $work && mkdir -p $work && cp -r $here/jsnap $here/vsnap $here/pwgh $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen-c.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
for d in jsnap vsnap pwgh; do ln -s $tools/node_modules $d/node_modules; done
unset FORCE_COLOR NO_COLOR
run() { name=$1; shift; "$@" > $out/ci-$name.txt 2>&1 || true; }
cd $work/jsnap && run jest-snapshot env CI=true NO_COLOR=1 $bin/jest
cd $work/vsnap && run vitest-snapshot env CI=true NO_COLOR=1 $bin/vitest run
cd $work/pwgh && echo '{}' > package.json && run playwright-github env CI=true GITHUB_ACTIONS=true NO_COLOR=1 timeout 120 $bin/playwright test
sed -i "s#$work#/project#g; s#$tools/node_modules#/project/node_modules#g; s#$HOME#/root#g" $out/ci-jest-snapshot.txt $out/ci-vitest-snapshot.txt $out/ci-playwright-github.txt
