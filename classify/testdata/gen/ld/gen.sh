#!/bin/sh
# Reruns the linker fixture: two undefined functions (with -g, so ld names
# the lines) and a second main (a multiple definition), under gcc.
# Usage: sh gen.sh (from anywhere); writes ../../new/ld-undefined.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-ld
rm -rf $work && mkdir -p $work && cp $here/*.c $work/
cd $work
gcc -g -o app main.c dup.c 2>&1 | sed -e "s#$work#/project#g" -e 's#/tmp/cc[A-Za-z0-9]*\.o#/tmp/ccXXXXXX.o#g' > $out/ld-undefined.txt
