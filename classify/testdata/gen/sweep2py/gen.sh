#!/bin/sh
# Reruns the Python fixtures of the second non-JS sweep, Debian 12's
# /usr/bin/python3 (3.11.2) with pytest 7.2.1, python3-hypothesis 6.67.1,
# python3-pytest-xdist 3.1.0:
#   python-doctest        python3 -m doctest pricing.py (failures and an
#                         unexpected exception)
#   python-doctest-raise python3 inventory.py (doctest.testmod(): an example
#                         raises an exception it did not expect)
#   python-doctest-pass   python3 -m doctest -v on a module that passes
#   python-xdev           python3 -X dev report.py (ResourceWarning)
#   pytest-werror         pytest -W error::DeprecationWarning (a warning
#                         raised as an error in the code under test)
#   pytest-hypothesis     pytest on property tests: a falsifying example
#   pytest-xdist          pytest -n 2 -p no:cacheprovider
# Usage: sh gen.sh; writes ../../new/<name>.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-sweep2py
rm -rf $work && cp -r $here $work
cd $work
py=/usr/bin/python3
$py -m doctest pricing.py > $out/python-doctest.txt 2>&1
$py inventory.py > $out/python-doctest-raise.txt 2>&1
sed -n '/^def parse/,$p' pricing.py > ok.py && sed -i 's/return name, n/return name, int(n)/' ok.py
$py -m doctest -v ok.py > $out/python-doctest-pass.txt 2>&1
$py -X dev report.py > $out/python-xdev.txt 2>&1
$py -m pytest -p no:cacheprovider -W error::DeprecationWarning test_rates.py > $out/pytest-werror.txt 2>&1
$py -m pytest -p no:cacheprovider test_props.py > $out/pytest-hypothesis.txt 2>&1
$py -m pytest -p no:cacheprovider -n 2 test_shop.py > $out/pytest-xdist.txt 2>&1
for f in python-doctest python-doctest-raise python-doctest-pass python-xdev pytest-werror pytest-hypothesis pytest-xdist; do sed -i "s#$work#/project#g" $out/$f.txt; done
