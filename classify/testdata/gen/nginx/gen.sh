#!/bin/sh
# Reruns the nginx fixtures (Debian's nginx-light): a server logging to
# stderr/stdout serving a file, a missing file and a proxy to a dead
# upstream, then stopped; and a config with a syntax error.
# Usage: sh gen.sh (from anywhere); writes ../../new/nginx-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-nginx
rm -rf $work && mkdir -p $work/www && cp $here/*.conf $work/ && echo hi > $work/www/index.html
cd $work
nginx -p $work -c $work/nginx.conf -e stderr > run.log 2>&1 &
pid=$!
sleep 1
for p in / /missing.js /api/orders /; do curl -s -o /dev/null http://127.0.0.1:18463$p; done
sleep 1
kill -QUIT $pid; wait $pid
sed "s#$work#/project#g" run.log > $out/nginx-error-log.txt
nginx -p $work -c $work/broken.conf -e stderr -t 2>&1 | sed "s#$work#/project#g" > $out/nginx-config.txt
