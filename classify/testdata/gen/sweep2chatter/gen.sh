#!/bin/sh
# Healthy output of the tools of the second non-JS sweep, one log: builds
# and runs that succeed, verbose, with banners and pass summaries. Nothing
# in it is a problem.
#   nim c (hints on), ocamlc -verbose, gfortran -v, guile, luajit,
#   pytest -v -n 2 with hypothesis and --doctest-modules, python3 -m
#   doctest -v, rubocop on a clean file (see ../sweep2more), cargo build -v
#   of a clean crate, go test -v with testify passing, bash -x
# Usage: sh gen.sh; writes ../../new/chatter-sweep2.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new/chatter-sweep2.txt
work=/tmp/eb-gen-sweep2chatter
rm -rf $work && cp -r $here $work
cp $here/../sweep2more/clean.rb $work/
cd $work
export XDG_CACHE_HOME=$work/.cache GOTOOLCHAIN=local GOFLAGS=-mod=mod
{
nim c -r ok.nim
ocamlc -verbose ok.ml -o okml && ./okml
gfortran -v ok.f90 -o okf && ./okf
guile --no-auto-compile ok.scm
luajit ok.lua
/usr/bin/python3 -m pytest -p no:cacheprovider -v -n 2 --doctest-modules test_ok.py
/usr/bin/python3 -m doctest -v test_ok.py
rubocop --cache false clean.rb
cargo new -q --vcs none okcrate && (cd okcrate && cargo build -v && cargo run -q)
(cd gook && go test -count=1 -v .)
bash -x -c 'name=shop; echo "building $name"; test -d /tmp && echo ok'
} > $out 2>&1
sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out
