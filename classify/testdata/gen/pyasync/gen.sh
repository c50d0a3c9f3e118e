#!/bin/sh
# Reruns the asyncio/threading fixture: logging.exception in a coroutine,
# an uncaught exception in a thread, "Task exception was never retrieved".
# Usage: sh gen.sh; writes ../../new/python-asyncio-thread.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-pyasync
rm -rf $work && mkdir -p $work && cp $here/worker.py $work/
cd $work
/usr/bin/python3 worker.py > $out/python-asyncio-thread.txt 2>&1
sed -i "s#$work#/project#g" $out/python-asyncio-thread.txt
