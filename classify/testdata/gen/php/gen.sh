#!/bin/sh
# Reruns the PHP fixtures: php -S with a router, one request per broken path.
# Usage: sh gen.sh (from anywhere); writes ../../new/php-*.txt.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-php
rm -rf $work && mkdir -p $work && cp $here/*.php $work/
cd $work
port=18451
php -d error_reporting=E_ALL -d display_errors=stderr -d log_errors=1 -S 127.0.0.1:$port index.php > server.log 2>&1 &
pid=$!
sleep 1
for p in /ok /warning /deprecated /fatal /exception /chained /parse /ok; do
	curl -s -o /dev/null http://127.0.0.1:$port$p || true
done
sleep 1
kill $pid
sed "s#$work#/project#g" server.log > $out/php-server.txt
# Healthy chatter: the same server answering only good requests.
php -d error_reporting=E_ALL -d display_errors=stderr -S 127.0.0.1:$port index.php > clean.log 2>&1 &
pid=$!
sleep 1
for p in /ok /ok /missing.css; do
	curl -s -o /dev/null http://127.0.0.1:$port$p || true
done
sleep 1
kill $pid
sed "s#$work#/project#g" clean.log > $out/php-server-clean.txt
# The CLI reports the same problems without the server's access lines.
php -l broken.php 2>&1 | sed "s#$work#/project#g" > $out/php-lint.txt || true
