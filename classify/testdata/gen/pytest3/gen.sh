#!/bin/sh
# Reruns the pytest warnings fixture (Debian python3-pytest 7.2.1): a test
# passing with a DeprecationWarning, an unregistered mark's warning (both in
# the "warnings summary"), and a ZeroDivisionError, with -q.
# Usage: sh gen.sh; writes ../../new/pytest-warnings.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-pytest3
rm -rf $work && mkdir -p $work && cp $here/*.py $work/
cd $work
/usr/bin/python3 -m pytest -q -p no:cacheprovider > $out/pytest-warnings.txt 2>&1
sed -i "s#$work#/project#g" $out/pytest-warnings.txt
