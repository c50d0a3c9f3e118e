#!/bin/sh
# Reruns the seventh, last blind batch of the second non-JS sweep: tools
# never looked at, Debian 12 packages:
#   gdc-compile     gdc 12.2 (D) on a file with two errors
#   sbcl-error      sbcl 2.2.9 --script: a type error at run time
#   swipl-error     swipl 9.0.4 (swi-prolog-nox): a goal that raises
#   gawk-error      gawk 5.2.1: a fatal error in a program
#   fpc-compile     fpc 3.2.2 (Free Pascal) on a file with two errors
# Usage: sh gen.sh; writes ../../new/<name>.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-sweep2d
rm -rf $work && cp -r $here $work
cd $work
gdc -c cart.d -o cart.o > $out/gdc-compile.txt 2>&1
sbcl --script cart.lisp > $out/sbcl-error.txt 2>&1
swipl -g main -t halt cart.pl > $out/swipl-error.txt 2>&1
printf 'a 1\nb 2\n' | gawk -f sum.awk > $out/gawk-error.txt 2>&1
fpc cart.pas > $out/fpc-compile.txt 2>&1
for f in gdc-compile sbcl-error swipl-error gawk-error fpc-compile; do sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt; done
