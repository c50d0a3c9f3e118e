#!/bin/sh
# Reruns the Vite 8 (rolldown/oxc) fixtures: the dev server transforming a
# JSX file with an unclosed tag, and `vite build` on it. TOOLS is a
# node_modules/.bin with vite@8, @vitejs/plugin-react, react and react-dom.
# Usage: sh gen.sh; writes ../../new/vite8-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/work/scratch-classify/v8/node_modules/.bin}
work=/tmp/eb-gen-vite8
rm -rf $work && mkdir -p $work && cp -r $here/index.html $here/src $here/vite.config.js $work/
ln -s $TOOLS/.. $work/node_modules
cd $work
echo '{"type":"module"}' > package.json
$TOOLS/vite --port 18455 --strictPort > dev.log 2>&1 &
pid=$!
sleep 4
curl -s -o /dev/null http://127.0.0.1:18455/src/App.tsx
sleep 1
kill $pid
sleep 0.5
cp dev.log $out/vite8-dev.txt
$TOOLS/vite build > $out/vite8-build.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/vite8-*.txt
