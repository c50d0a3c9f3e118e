#!/bin/sh
# ci-sweep: pytest on a CI. With CI (or BUILD_NUMBER) set, pytest stops
# truncating: an assertion's explanation is printed whole ("Full diff:"
# instead of "Use -v to get more diff"), and the short test summary's
# "FAILED test_x.py::test_y - msg" lines carry the whole message, over
# several lines. Tools: Debian's pytest 7.2.1, Python 3.11.2.
# Also ci-pytest-color.txt: the same with FORCE_COLOR=1 (pytest then colours
# a pipe: its rules, "E" lines and the source lines, highlighted when
# pygments is installed), as agents' sandboxes sometimes set it.
# Usage: sh gen.sh; writes ../../new/ci-pytest.txt and ci-pytest-color.txt,
# paths rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-ci-py
rm -rf $work && mkdir -p $work && cp $here/cart.py $here/test_cart.py $work/ && cd $work
CI=true pytest -p no:cacheprovider > $out/ci-pytest.txt 2>&1
CI=true FORCE_COLOR=1 pytest -p no:cacheprovider > $out/ci-pytest-color.txt 2>&1
sed -i "s#$work#/project#g" $out/ci-pytest.txt $out/ci-pytest-color.txt
