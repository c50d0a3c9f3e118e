#!/bin/sh
# Reruns the second pytest fixture (Debian python3-pytest 7.2.1), default
# verbosity: a fixture whose teardown raises, a strict xfail that passes,
# a parametrized case raising inside the code under test, a dict diff,
# pytest.fail.
# Usage: sh gen.sh; writes ../../new/pytest-teardown-xfail.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-pytest2
rm -rf $work && mkdir -p $work && cp $here/*.py $work/
cd $work
/usr/bin/python3 -m pytest -p no:cacheprovider > $out/pytest-teardown-xfail.txt 2>&1
sed -i "s#$work#/project#g" $out/pytest-teardown-xfail.txt
