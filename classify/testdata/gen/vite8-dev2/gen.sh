#!/bin/sh
# Reruns the second set of Vite 8 dev fixtures: one dev server asked for a
# module whose import does not exist (import analysis), a CSS file PostCSS
# cannot parse, and a module a project plugin's transform throws on.
# TOOLS has vite (8.3.8; npm install vite).
# Usage: sh gen.sh; writes ../../new/vite8-dev-errors.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-vite8-dev2
rm -rf $work && mkdir -p $work && cp -r $here/index.html $here/src $here/vite.config.js $here/postcss.config.js $work/
ln -s $(cd $TOOLS/.. && pwd) $work/node_modules
cd $work
echo '{"type":"module"}' > package.json
$TOOLS/vite --port 18465 --strictPort > dev.log 2>&1 &
pid=$!
sleep 4
curl -s -o /dev/null http://127.0.0.1:18465/src/list.js
sleep 1.5
curl -s -o /dev/null http://127.0.0.1:18465/src/style.css
sleep 1.5
curl -s -o /dev/null http://127.0.0.1:18465/src/banner.js
sleep 1.5
kill $pid
sleep 0.5
cp dev.log $out/vite8-dev-errors.txt
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/vite8-dev-errors.txt
