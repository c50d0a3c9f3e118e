#!/bin/sh
# ci-sweep, batch B: a project's documented GitHub Actions set-up, where the
# annotations are the whole report (the human one is off):
#   ci-jest-gha-reporter  jest with reporters [['github-actions', {silent: false}], 'summary']
#                         (jgh/jest.config.js): "::error file=...,line=...,title=...::" lines
#                         and the summary, no default report
#   ci-vitest-gha-dot     vitest with reporters GITHUB_ACTIONS ? ['dot', 'github-actions']
#                         (vdot/vitest.config.js): dots, then the annotations
#   ci-biome-github       biome ci --reporter=github (Biome's GitHub Actions recipe)
# Tools as gen.sh (npm ci of package.json here; jest 30.5.2, vitest 4.1.12, biome 2.6.8).
# Usage: sh gen-b.sh; writes ../../new/ci-*.txt, paths rewritten to /project.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
tools=/tmp/eb-gen-ci-js
work=/tmp/eb-gen-ci-js-work-b
mkdir -p $tools && cp $here/package.json $here/package-lock.json $tools/
[ -d $tools/node_modules ] || (cd $tools && npm ci --no-audit --no-fund)
bin=$tools/node_modules/.bin
rm -rf $work && mkdir -p $work && cp -r $here/jgh $here/vdot $here/bio $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen-b.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
for d in jgh vdot; do ln -s $tools/node_modules $d/node_modules; done
unset FORCE_COLOR NO_COLOR
run() { name=$1; shift; "$@" > $out/ci-$name.txt 2>&1 || true; }
cd $work/jgh && run jest-gha-reporter env CI=true GITHUB_ACTIONS=true NO_COLOR=1 $bin/jest
cd $work/vdot && run vitest-gha-dot env CI=true GITHUB_ACTIONS=true NO_COLOR=1 $bin/vitest run
cd $work/bio && run biome-github env CI=true NO_COLOR=1 $bin/biome ci --reporter=github src
sed -i "s#$work#/project#g; s#$tools/node_modules#/project/node_modules#g; s#$HOME#/root#g" $out/ci-jest-gha-reporter.txt $out/ci-vitest-gha-dot.txt $out/ci-biome-github.txt
