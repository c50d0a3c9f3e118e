#!/bin/sh
# Reruns the ASGI/WSGI server fixtures (Debian's python3-uvicorn,
# python3-fastapi, python3-gunicorn, python3-flask under /usr/bin/python3):
# uvicorn serving a good request, a logged warning and a KeyError; gunicorn
# serving a ZeroDivisionError; each started, hit with curl, then stopped.
# Usage: sh gen.sh (from anywhere); writes ../../new/{uvicorn,gunicorn}-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-uvicorn
rm -rf $work && mkdir -p $work && cp $here/*.py $work/
cd $work
/usr/bin/python3 -m uvicorn app:app --port 18461 > uvicorn.log 2>&1 &
pid=$!
sleep 3
for p in /ok /slow /orders/1 /orders/2 /ok; do curl -s -o /dev/null http://127.0.0.1:18461$p; done
sleep 1
kill -INT $pid; wait $pid
sed "s#$work#/project#g" uvicorn.log > $out/uvicorn-error.txt
/usr/bin/python3 -m gunicorn -b 127.0.0.1:18462 wsgi:app > gunicorn.log 2>&1 &
pid=$!
sleep 3
for p in /ok /boom /ok; do curl -s -o /dev/null http://127.0.0.1:18462$p; done
sleep 1
kill -TERM $pid; wait $pid
sed "s#$work#/project#g" gunicorn.log > $out/gunicorn-error.txt
