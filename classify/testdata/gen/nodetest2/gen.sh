#!/bin/sh
# Reruns the second node --test fixture (nested describe/it and t.test
# subtests, spec reporter) and node --watch: a crash on a bad JSON file,
# then the restart once it is fixed. Node 20.20 (Debian's).
# Usage: sh gen.sh; writes ../../new/node-test-subtests.txt and node-watch.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-nodetest2
rm -rf $work && mkdir -p $work && cp $here/*.mjs $work/
cd $work
node --test --test-reporter=spec stock.test.mjs > $out/node-test-subtests.txt 2>&1
echo '{"port": 18464,}' > settings.json
node --watch server.mjs > watch.log 2>&1 &
pid=$!
sleep 2
echo '{"port": 18464}' > settings.json
touch server.mjs
sleep 2
kill $pid
cp watch.log $out/node-watch.txt
sed -i "s#$work#/project#g" $out/node-test-subtests.txt $out/node-watch.txt
