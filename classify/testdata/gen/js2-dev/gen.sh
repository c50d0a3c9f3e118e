#!/bin/sh
# js-sweep-2, batch 5: Vite 6 dev servers' terminal output (Svelte 5, Vue, Solid
# plugins; modules requested with curl as a browser would) and a Vite SSR server
# (middlewareMode, ssrLoadModule, ssrFixStacktrace, console.error).
# The apps are ../js2-fw's; TOOLS as there (/tmp/eb-js2-tools2, vite 6.4.6).
# Usage: sh gen.sh; writes ../../new/js2d-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js2-tools2}
B=$TOOLS/node_modules/.bin
work=/tmp/eb-gen-js2-dev
rm -rf $work && mkdir -p $work && cp -r $here/../js2-fw/svelte $here/../js2-fw/vue $here/../js2-fw/solid $here/ssr $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
for d in svelte vue solid ssr; do ln -s $TOOLS/node_modules $d/node_modules; done
dev() { # name dir paths...
  name=$1 dir=$2; shift 2
  (cd $dir && exec $B/vite --port 18501 --strictPort) > $out/$name.txt 2>&1 &
  pid=$!
  sleep 4
  for p in "$@"; do curl -s -o /dev/null "http://127.0.0.1:18501$p"; sleep 1; done
  kill $pid; wait $pid 2>/dev/null
}
dev js2d-vite-svelte svelte / /src/main.js /src/App.svelte /src/Bad.svelte
dev js2d-vite-vue vue / /src/main.ts /src/App.vue /src/Broken.vue
dev js2d-vite-solid solid / /src/main.jsx /src/App.jsx
(cd ssr && exec node server.mjs) > $out/js2d-vite-ssr.txt 2>&1 &
pid=$!; sleep 3
curl -s -o /dev/null http://127.0.0.1:18502/about; sleep 1
curl -s -o /dev/null http://127.0.0.1:18502/; sleep 1
kill $pid; wait $pid 2>/dev/null
sed -i "s#$work#/project#g; s#$TOOLS#/tools#g" $out/js2d-*.txt
