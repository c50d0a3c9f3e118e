#!/bin/sh
# Reruns the Apache httpd fixture (Debian's apache2): in the foreground,
# logging to stderr, serving a file, a denied directory and a proxy to a
# dead backend, then stopped.
# Usage: sh gen.sh (from anywhere); writes ../../new/apache-error-log.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-apache
rm -rf $work && mkdir -p $work/www/private && cp $here/httpd.conf $work/ && echo hi > $work/www/index.html && echo no > $work/www/private/a.html
cd $work
/usr/sbin/apache2 -f $work/httpd.conf -DFOREGROUND > run.log 2>&1 &
pid=$!
sleep 1
for p in / /private/a.html /api/orders /; do curl -s -o /dev/null http://127.0.0.1:18465$p; done
sleep 1
kill -TERM $pid; wait $pid
sed "s#$work#/project#g" run.log > $out/apache-error-log.txt
