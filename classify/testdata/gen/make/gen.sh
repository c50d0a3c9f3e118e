#!/bin/sh
# Reruns the make fixtures: a compiler that cannot find its input, a
# compile error under make, a missing rule, a missing tool, and a failing
# sub-make, each as `make -f Makefile.x`, stdout and stderr together.
# Usage: sh gen.sh (from anywhere); writes ../../new/make-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-make
rm -rf $work && mkdir -p $work/sub && cp $here/Makefile.* $here/main.c $work/
cd $work
cp Makefile.missing Makefile && make > $out/make-gcc-missing.txt 2>&1
cp Makefile.compile Makefile && make > $out/make-gcc-compile.txt 2>&1
rm -f Makefile main.o
make -f Makefile.compile install > $out/make-no-rule.txt 2>&1
printf 'all:\n\t./tools/build.sh --release\n' > sub/Makefile
cp Makefile.recursive Makefile && make > $out/make-recursive.txt 2>&1
