#!/bin/sh
# ci-sweep: `next build` on a CI. With CI=true Next.js adds "⚠ No build cache
# found. Please configure build caching ..." (it looks for .next/cache, which
# CI machines start without); the rest is the default output. Builds a copy of
# testdata/apps/next (Next.js 16.4.6, webpack: Turbopack refuses the linked
# node_modules outside its root) with a type error written into
# app/page.tsx (NODE_ENV=test as well changes nothing here: not recorded).
# Usage: sh gen.sh; writes ../../new/ci-next-build.txt.
set -e
here=$(cd "$(dirname "$0")" && pwd)
app=$(cd $here/../../../../testdata/apps/next && pwd)
out=$here/../../new/ci-next-build.txt
work=/tmp/eb-gen-ci-next
(cd $app && [ -d node_modules ] || npm ci --no-audit --no-fund)
rm -rf $work && mkdir -p $work && cd $app && cp -r app next.config.mjs package.json tsconfig.json $work/
cd $work && ln -s $app/node_modules node_modules
sed -i '0,/export default/s//const broken: number = "x"; \/\/ BUG:type\nexport default/' app/page.tsx
CI=true NEXT_TELEMETRY_DISABLED=1 NO_COLOR=1 node_modules/.bin/next build --webpack > $out 2>&1 || true
sed -i "s#$work#/project#g" $out
