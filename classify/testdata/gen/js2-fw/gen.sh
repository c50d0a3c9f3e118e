#!/bin/sh
# js-sweep-2, batch 3: framework builds and monorepo tools.
# TOOLS (/tmp/eb-js2-tools2): npm install --legacy-peer-deps of next 15.5.29, react 19,
# typescript 5.9.3, vue 3.5.45, vue-tsc 2.2.12, @vitejs/plugin-vue 6.0.11, vite 6.4.6,
# svelte 5.57.3, @sveltejs/vite-plugin-svelte 5.1.1, solid-js + vite-plugin-solid 2.11.14,
# preact + @preact/preset-vite 2.10.6, stylelint 17.16.0, prettier 3.10.1, lerna 9.0.7.
# Usage: sh gen.sh; writes ../../new/js2f-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js2-tools2}
B=$TOOLS/node_modules/.bin
work=/tmp/eb-gen-js2-fw
rm -rf $work && mkdir -p $work && cp -r $here/* $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
for d in nexttype nextprerender vue svelte solid preact stylecrash prettiercrash lerna; do ln -s $TOOLS/node_modules $d/node_modules; done
(cd nexttype && NEXT_TELEMETRY_DISABLED=1 $B/next build) > $out/js2f-next-build-type.txt 2>&1
(cd nextprerender && NEXT_TELEMETRY_DISABLED=1 $B/next build) > $out/js2f-next-prerender.txt 2>&1
(cd vue && $B/vue-tsc --noEmit) > $out/js2f-vue-tsc.txt 2>&1
(cd vue && $B/vite build) > $out/js2f-vite-vue-build.txt 2>&1
(cd svelte && $B/vite build) > $out/js2f-vite-svelte-build.txt 2>&1
(cd solid && $B/vite build) > $out/js2f-vite-solid-build.txt 2>&1
(cd preact && $B/vite build) > $out/js2f-vite-preact-build.txt 2>&1
(cd stylecrash && $B/stylelint "*.css") > $out/js2f-stylelint-extends.txt 2>&1
(cd prettiercrash && $B/prettier --check .) > $out/js2f-prettier-plugin.txt 2>&1
(cd lerna && git init -q && NX_DAEMON=false NX_NO_CLOUD=true CI=1 $B/lerna run build) > $out/js2f-lerna-run.txt 2>&1
sed -i "s#$work#/project#g; s#$TOOLS#/tools#g" $out/js2f-*.txt
