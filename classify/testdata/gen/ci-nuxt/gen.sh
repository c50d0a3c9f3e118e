#!/bin/sh
# ci-sweep: `nuxt build` on a CI. With CI=true consola (Nuxt's and Nitro's
# logger) uses its basic reporter: "[info] ", "[warn] ", "[error] ",
# "[success] " instead of "ℹ ", " WARN  ", " ERROR  ", "✔ ", and Vite's build
# lines come through it. Builds a copy of testdata/apps/nuxt (Nuxt 4.4.5,
# Nitro 2.13.6, Vite 7.3.8; npm ci there first) whose app/pages/cart.vue
# imports and uses a module that does not exist.
# Usage: sh gen.sh; writes ../../new/ci-nuxt-build.txt.
set -e
here=$(cd "$(dirname "$0")" && pwd)
app=$(cd $here/../../../../testdata/apps/nuxt && pwd)
out=$here/../../new/ci-nuxt-build.txt
work=/tmp/eb-gen-ci-nuxt
(cd $app && [ -d node_modules ] || npm ci --no-audit --no-fund)
rm -rf $work && mkdir -p $work && cd $app && cp -r app server nuxt.config.ts package.json $work/
cd $work && ln -s $app/node_modules node_modules
sed -i "0,/^type Item = /s##import { formatPrice } from '~/utils/money'; // BUG:missing-import\nconst shown = formatPrice(4);\ntype Item = #" app/pages/cart.vue
CI=true NUXT_TELEMETRY_DISABLED=1 NO_COLOR=1 node_modules/.bin/nuxt build > $out 2>&1 || true
sed -i "s#$work#/project#g" $out
