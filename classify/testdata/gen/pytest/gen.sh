#!/bin/sh
# Reruns the pytest fixtures: failures, a crash, a collection error, a warning.
# Usage: sh gen.sh; writes ../../new/pytest-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-pytest
rm -rf $work && mkdir -p $work && cp $here/*.py $work/
cd $work
/usr/bin/python3 -m pytest -p no:cacheprovider test_cart.py > $out/pytest-fail.txt 2>&1
/usr/bin/python3 -m pytest -p no:cacheprovider test_broken.py > $out/pytest-collect.txt 2>&1
# Quiet mode: a fixture that errors at setup and a parametrized failure.
/usr/bin/python3 -m pytest -p no:cacheprovider -q test_more.py > $out/pytest-setup-param.txt 2>&1
rm test_broken.py
sed -i 's/== 4/== 3/; s/total(None)/total([])/' test_cart.py
/usr/bin/python3 -m pytest -p no:cacheprovider -W ignore::DeprecationWarning test_cart.py > $out/pytest-pass.txt 2>&1
sed -i "s#$work#/project#g" $out/pytest-fail.txt $out/pytest-collect.txt $out/pytest-setup-param.txt $out/pytest-pass.txt
