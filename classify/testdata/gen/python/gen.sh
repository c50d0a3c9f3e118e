#!/bin/sh
# Reruns the Python warning and logging fixtures: a DeprecationWarning then
# an uncaught traceback; logging with a format, log.exception and
# warnings.warn; logging.basicConfig's default format.
# Usage: sh gen.sh (from anywhere); writes ../../new/python-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-python
rm -rf $work && mkdir -p $work && cp $here/*.py $work/
cd $work
python3 -W default warned.py 2>&1 | sed "s#$work#/project#g" > $out/python-warning-traceback.txt
python3 logged.py 2>&1 | sed "s#$work#/project#g" > $out/python-logging.txt
python3 plainlog.py 2>&1 | sed "s#$work#/project#g" > $out/python-logging-default.txt
# unittest: a failed assertion and an error, each under a "====" rule.
python3 -m unittest test_cart 2>&1 | sed "s#$work#/project#g" > $out/python-unittest.txt
# A logged warning, then an uncaught KeyError right after it.
python3 warncrash.py 2>&1 | sed "s#$work#/project#g" > $out/python-warning-then-crash.txt
