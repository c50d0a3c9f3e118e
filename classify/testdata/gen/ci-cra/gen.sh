#!/bin/sh
# ci-sweep: Create React App's build on a CI. With CI=true react-scripts
# treats ESLint's warnings as errors: "Treating warnings as errors because
# process.env.CI = true." then "Failed to compile." over the same "[eslint]"
# rows that print "Compiled with warnings." elsewhere (the build fails).
# Tools: `npm ci` of package.json + package-lock.json here (react-scripts 5.0.1,
# React 18.3), node v20.20.2. src/App.js has an unused variable and an
# anchor without a valid href.
# Also `react-scripts test` with CI=true: it runs jest once (elsewhere it
# starts jest's interactive --watch), src/cart.test.js failing twice.
# Usage: sh gen.sh; writes ../../new/ci-cra-build.txt and ci-cra-test.txt,
# paths rewritten to /project.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new/ci-cra-build.txt
tools=/tmp/eb-gen-ci-cra
work=/tmp/eb-gen-ci-cra-work
mkdir -p $tools && cp $here/package.json $here/package-lock.json $tools/
[ -d $tools/node_modules ] || (cd $tools && npm ci --no-audit --no-fund)
rm -rf $work && mkdir -p $work && cp -r $here/public $here/src $here/package.json $work/ && cd $work
ln -s $tools/node_modules node_modules
CI=true NO_COLOR=1 BROWSERSLIST_IGNORE_OLD_DATA=1 node_modules/.bin/react-scripts build > $out 2>&1 || true
CI=true NO_COLOR=1 node_modules/.bin/react-scripts test > $here/../../new/ci-cra-test.txt 2>&1 || true
sed -i "s#$work#/project#g" $out $here/../../new/ci-cra-test.txt
