#!/bin/sh
# Reruns the native-crash fixtures: AddressSanitizer's report of a heap
# overflow (gcc -fsanitize=address -g), and a plain segfault as sh reports it.
# Usage: sh gen.sh (from anywhere); writes ../../new/{asan,segv}-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-asan
rm -rf $work && mkdir -p $work && cp $here/*.c $work/
cd $work
gcc -fsanitize=address -g -o overflow overflow.c && ./overflow 2>&1 | sed "s#$work#/project#g" > $out/asan-heap-overflow.txt
gcc -g -o segv segv.c && sh -c ./segv > $out/segv-shell.txt 2>&1
sed -i "s#$work#/project#g" $out/segv-shell.txt
gcc -fsanitize=undefined -g -o ubsan ubsan.c && ./ubsan 2>&1 | sed "s#$work#/project#g" > $out/ubsan-overflow.txt
gcc -fsanitize=address -g -o leak leak.c && ./leak 2>&1 | sed "s#$work#/project#g" > $out/asan-leak.txt
# valgrind's Memcheck on a heap overread, an uninitialised value printed,
# and a leak (process ids normalised).
gcc -g -O0 -o vg vg.c && valgrind --leak-check=full ./vg 2>&1 | sed -e "s#$work#/project#g" -e 's/^==[0-9]*==/==4242==/' > $out/valgrind-memcheck.txt
