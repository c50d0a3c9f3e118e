#!/bin/sh
# ci-sweep: pytest on a CI. With CI (or BUILD_NUMBER) set, pytest stops
# truncating: an assertion's explanation is printed whole ("Full diff:"
# instead of "Use -v to get more diff"), and the short test summary's
# "FAILED test_x.py::test_y - msg" lines carry the whole message, over
# several lines. Tools: Debian's pytest 7.2.1, Python 3.11.2.
# Usage: sh gen.sh; writes ../../fixtures/ci-pytest.txt, paths rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../fixtures
work=/tmp/eb-gen-ci-py
rm -rf $work && mkdir -p $work && cp $here/cart.py $here/test_cart.py $work/ && cd $work
CI=true pytest -p no:cacheprovider > $out/ci-pytest.txt 2>&1
sed -i "s#$work#/project#g" $out/ci-pytest.txt
