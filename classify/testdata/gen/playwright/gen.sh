#!/bin/sh
# Reruns the Playwright test runner fixture: a failing toHaveText, a click
# on a disabled button that times out, and a passing test, in the system
# Chromium. TOOLS has @playwright/test (1.65.1; npm install @playwright/test).
# Usage: sh gen.sh; writes ../../new/playwright-fail.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-playwright
rm -rf $work && mkdir -p $work && cp -r $here/tests $here/playwright.config.js $work/
ln -s $(cd $TOOLS/.. && pwd) $work/node_modules
cd $work
echo '{}' > package.json
CI=1 $TOOLS/playwright test --workers 1 > $out/playwright-fail.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/playwright-fail.txt
