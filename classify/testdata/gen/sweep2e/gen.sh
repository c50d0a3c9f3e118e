#!/bin/sh
# Reruns the eighth batch of the second non-JS sweep, measured blind after
# every fix before it (Debian 12):
#   guile-autocompile  guile 3.0.8 with auto-compilation: its compiler's
#                      warning, then the unbound variable
#   gfortran-wall      gfortran -Wall warn.f90: warnings only
#   ocaml-failwith     ocamlc -g + OCAMLRUNPARAM=b: an uncaught Failure
#   pytest-tb-line     pytest --tb=line: one line per failure
#   python-werror      python3 -W error legacy.py: a warning raised
# Usage: sh gen.sh; writes ../../new/<name>.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-sweep2e
rm -rf $work && cp -r $here $work
cd $work
XDG_CACHE_HOME=$work/.cache guile tax.scm > $out/guile-autocompile.txt 2>&1
gfortran -Wall warn.f90 -o warnf > $out/gfortran-wall.txt 2>&1
ocamlc -g fail.ml -o fail && OCAMLRUNPARAM=b ./fail > $out/ocaml-failwith.txt 2>&1
/usr/bin/python3 -m pytest -p no:cacheprovider --tb=line test_line.py > $out/pytest-tb-line.txt 2>&1
/usr/bin/python3 -W error legacy.py > $out/python-werror.txt 2>&1
for f in guile-autocompile gfortran-wall ocaml-failwith pytest-tb-line python-werror; do sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt; done
