#!/bin/sh
# Reruns the Next.js fixture: next dev, a healthy page, an API route with a
# dynamic segment ([id]) and a page in a route group ((shop)) that throw.
# TOOLS is a node_modules/.bin with next@15, react and react-dom.
# Usage: sh gen.sh; writes ../../new/nextjs15-dev-routes.txt, or with
# TOOLS=.../next16/node_modules/.bin OUT=nextjs16-dev-routes the Next 16 run.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/work/scratch-classify/next/node_modules/.bin}
# The app sits beside TOOLS' node_modules: next resolves typescript and
# @types/react from the project's own directory upwards.
work=$(cd $TOOLS/../.. && pwd)/eb-gen-nextjs
rm -rf $work && mkdir -p $work && cp -r $here/app $work/
cd $work
echo '{"private":true}' > package.json
NEXT_TELEMETRY_DISABLED=1 $TOOLS/next dev -p 18456 > dev.log 2>&1 &
pid=$!
sleep 6
curl -s -o /dev/null http://127.0.0.1:18456/
curl -s -o /dev/null http://127.0.0.1:18456/api/profile/2
curl -s -o /dev/null http://127.0.0.1:18456/cart
sleep 2
kill $pid
sleep 1
sed "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g; s#$(cd $TOOLS/../../.. && pwd)#/scratch#g" dev.log > $out/${OUT:-nextjs15-dev-routes}.txt
