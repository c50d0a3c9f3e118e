#!/bin/sh
# Records Vite's dev server restarting after its config changes: a copy of
# testdata/apps/vite-react (node_modules linked; npm ci there first) runs
# `vite --port P`; a syntax error is written into vite.config.ts, then
# fixed. Usage: sh gen.sh; writes ../../new/vite-config-restart.txt.
here=$(cd "$(dirname "$0")" && pwd)
app=$(cd $here/../../../../testdata/apps/vite-react && pwd)
out=$here/../../new/vite-config-restart.txt
work=/tmp/eb-gen-vite-restart
port=18498
[ -d $app/node_modules ] || (cd $app && npm ci --no-audit --no-fund)
rm -rf $work && mkdir -p $work && cp -r $app/index.html $app/react.html $app/src $app/package.json $app/tsconfig.json $app/vite.config.ts $work/
ln -s $app/node_modules $work/node_modules
cd $work
cp vite.config.ts good.ts
node_modules/.bin/vite --port $port --strictPort > log 2>&1 &
pid=$!
for i in $(seq 1 50); do curl -s -o /dev/null http://127.0.0.1:$port/ && break; sleep 0.2; done
sleep 1
sed 's/plugins: \[react(), mockApi()\],/plugins: [react(), mockApi()],,/' good.ts > vite.config.ts
sleep 3
cp good.ts vite.config.ts
sleep 3
curl -s -o /dev/null http://127.0.0.1:$port/
sleep 1
kill $pid 2>/dev/null; sleep 0.5
sed "s#$work#/project#g; s#$port#5173#g" log > $out
