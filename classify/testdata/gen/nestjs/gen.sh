#!/bin/sh
# Reruns the NestJS fixture (npm @nestjs/core, @nestjs/common,
# @nestjs/platform-express, reflect-metadata, rxjs): the startup log, a
# request that logs a warning, one whose handler throws, with colours as
# Nest prints them.
# Usage: NM=/path/to/node_modules sh gen.sh; writes ../../new/nestjs-error.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-nestjs
rm -rf $work && mkdir -p $work && cp $here/main.js $work/
cd $work
ln -s $NM node_modules
FORCE_COLOR=1 node main.js > run.log 2>&1 &
pid=$!
sleep 3
curl -s -o /dev/null http://127.0.0.1:18466/cart/ok
curl -s -o /dev/null http://127.0.0.1:18466/cart/total
sleep 1
kill $pid
sed "s#$work#/project#g" run.log > $out/nestjs-error.txt
