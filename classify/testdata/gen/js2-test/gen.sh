#!/bin/sh
# js-sweep-2, batch 2: test runners' reports and linters' crashes.
# TOOLS (/tmp/eb-js2-tools): mocha 12.0.3, chai 6.3.0, jest 29.7.0, eslint 9.39.5 (npm install, see ../js2-node/gen.sh);
# VT (/tmp/eb-js-tools): vitest 4.1.12.
# Usage: sh gen.sh; writes ../../new/js2t-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js2-tools}
: ${VT:=/tmp/eb-js-tools}
work=/tmp/eb-gen-js2-test
rm -rf $work && mkdir -p $work && cp -r $here/* $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
ln -s $TOOLS/node_modules mocha/node_modules
ln -s $TOOLS/node_modules jestcov/node_modules
ln -s $TOOLS/node_modules eslintcrash/node_modules
ln -s $TOOLS/node_modules eslintbad/node_modules
ln -s $VT/node_modules vitrep/node_modules
(cd mocha && FORCE_COLOR=0 $TOOLS/node_modules/.bin/mocha) > $out/js2t-mocha-chai.txt 2>&1
(cd jestcov && CI=1 $TOOLS/node_modules/.bin/jest) > $out/js2t-jest-coverage.txt 2>&1
(cd vitrep && CI=1 NO_COLOR=1 $VT/node_modules/.bin/vitest run --reporter=verbose) > $out/js2t-vitest-verbose.txt 2>&1
(cd vitrep && CI=1 NO_COLOR=1 $VT/node_modules/.bin/vitest run --reporter=junit) > $out/js2t-vitest-junit.txt 2>&1
(cd vitrep && CI=1 NO_COLOR=1 $VT/node_modules/.bin/vitest run --reporter=tap) > $out/js2t-vitest-tap.txt 2>&1
(cd eslintcrash && $TOOLS/node_modules/.bin/eslint .) > $out/js2t-eslint-missing-plugin.txt 2>&1
(cd eslintbad && $TOOLS/node_modules/.bin/eslint .) > $out/js2t-eslint-bad-rule.txt 2>&1
sed -i "s#$work#/project#g; s#$TOOLS#/tools#g; s#$VT#/vtools#g" $out/js2t-*.txt
