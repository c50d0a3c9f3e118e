#!/bin/sh
# Reruns the Python linter fixtures (Debian's flake8, pylint, mypy, black)
# and shellcheck, each on a file with known problems.
# Usage: sh gen.sh (from anywhere); writes ../../new/{flake8,pylint,mypy,black,shellcheck}-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-pylint
rm -rf $work && mkdir -p $work && cp $here/app.py $here/ugly.py $here/deploy.sh $work/
cd $work
/usr/bin/python3 -m flake8 app.py > $out/flake8-app.txt 2>&1
pylint app.py > $out/pylint-app.txt 2>&1
mypy app.py > $out/mypy-app.txt 2>&1
black --check app.py ugly.py > $out/black-check.txt 2>&1
shellcheck deploy.sh > $out/shellcheck-deploy.txt 2>&1
