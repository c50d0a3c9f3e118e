#!/bin/sh
# Reruns the CMake + Ninja fixtures (cmake 3.25, ninja 1.11.1, g++ 12, Debian):
#   ninja-gxx   two translation units fail: a const map's operator[], no operator<< for a vector
#   ninja-link  a declared function no one defined: undefined reference at the link step
# Usage: sh gen.sh; writes ../../new/ninja-{gxx,link}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-ninja
rm -rf $work && cp -r $here $work
for p in proj link; do
	cmake -S $work/$p -B $work/$p/build -G Ninja > /dev/null 2>&1
done
cmake --build $work/proj/build > $out/ninja-gxx.txt 2>&1
cmake --build $work/link/build > $out/ninja-link.txt 2>&1
sed -i "s#$work#/project#g" $out/ninja-gxx.txt $out/ninja-link.txt
