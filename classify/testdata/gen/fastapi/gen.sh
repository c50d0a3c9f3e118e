#!/bin/sh
# Reruns the FastAPI fixture (Debian python3-fastapi 0.92, python3-uvicorn
# 0.17.6): a startup hook that raises, so the server never serves.
# Usage: sh gen.sh; writes ../../new/fastapi-startup.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-fastapi
rm -rf $work && mkdir -p $work && cp $here/*.py $work/
cd $work
timeout 20 /usr/bin/python3 -m uvicorn app:app --port 18471 > $out/fastapi-startup.txt 2>&1
sed -i "s#$work#/project#g" $out/fastapi-startup.txt
