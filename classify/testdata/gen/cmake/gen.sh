#!/bin/sh
# Reruns the CMake fixtures: a missing package at configure time, a
# message(WARNING) and a missing source, and a compile error under
# cmake --build (make). stdout and stderr together.
# Usage: sh gen.sh (from anywhere); writes ../../new/cmake-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-cmake
rm -rf $work && mkdir -p $work && cp -r $here/proj $here/proj2 $here/proj3 $work/
cd $work
(cd proj && cmake -S . -B build 2>&1) | sed "s#$work#/project#g" > $out/cmake-package.txt
(cd proj2 && cmake -S . -B build 2>&1) | sed "s#$work#/project#g" > $out/cmake-warning.txt
(cd proj3 && cmake -S . -B build > /dev/null 2>&1 && cmake --build build 2>&1) | sed "s#$work#/project#g" > $out/cmake-build.txt
