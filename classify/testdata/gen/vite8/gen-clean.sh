#!/bin/sh
# Reruns the Vite 8 healthy-chatter fixture: the dev server, a headless
# Chromium on the page (so the HMR client connects), then two edits of
# App.tsx (HMR updates) and one of index.html (a page reload).
# TOOLS as for gen.sh. Usage: sh gen-clean.sh; writes ../../new/vite8-dev-clean.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/work/scratch-classify/v8/node_modules/.bin}
work=/tmp/eb-gen-vite8-clean
rm -rf $work && mkdir -p $work && cp -r $here/clean/. $work/
ln -s $TOOLS/.. $work/node_modules
cd $work
echo '{"type":"module"}' > package.json
$TOOLS/vite --port 18457 --strictPort > dev.log 2>&1 &
vite=$!
sleep 3
chromium --headless --no-sandbox --disable-gpu --user-data-dir=$work/chrome --remote-debugging-port=0 http://localhost:18457/ > chrome.log 2>&1 &
chrome=$!
sleep 6
sed -i 's/Shop/Shop!/' src/App.tsx
sleep 2
sed -i 's/Shop!/Shop!!/' src/App.tsx
sleep 2
sed -i 's#<body>#<body class="x">#' index.html
sleep 2
kill $chrome
kill $vite
sleep 0.5
sed "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" dev.log > $out/vite8-dev-clean.txt
