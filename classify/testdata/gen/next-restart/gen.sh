#!/bin/sh
# Records Next's dev server restarting after its config changes: a copy of
# testdata/apps/next (node_modules hard-linked; npm ci there first) runs
# `next dev --port P`; next.config.mjs is made to throw, then fixed.
# Usage: sh gen.sh; writes ../../new/next-config-restart.txt.
here=$(cd "$(dirname "$0")" && pwd)
app=$(cd $here/../../../../testdata/apps/next && pwd)
out=$here/../../new/next-config-restart.txt
work=/tmp/eb-gen-next-restart
port=18499
[ -d $app/node_modules ] || (cd $app && npm ci --no-audit --no-fund)
rm -rf $work && mkdir -p $work && cp -r $app/app $app/next-env.d.ts $app/next.config.mjs $app/package.json $app/tsconfig.json $work/
cp -al $app/node_modules $work/node_modules # hard links: Turbopack follows no link out of its root
cd $work
cp next.config.mjs good.mjs
NEXT_TELEMETRY_DISABLED=1 node_modules/.bin/next dev --port $port > log 2>&1 &
pid=$!
for i in $(seq 1 100); do curl -s -o /dev/null http://127.0.0.1:$port/ && break; sleep 0.3; done
sleep 1
{ echo 'const flags = undefined;'; echo 'if (flags.strict) console.log("strict"); // BUG: flags is undefined'; cat good.mjs; } > next.config.mjs
sleep 6
cp good.mjs next.config.mjs
sleep 8
curl -s -o /dev/null http://127.0.0.1:$port/
sleep 2
kill $pid 2>/dev/null; sleep 1; pkill -f "$work" 2>/dev/null
sed "s#$work#/project#g; s#$port#3000#g" log > $out
cd / && rm -rf $work
