#!/bin/sh
# Reruns the fixtures of toolchains no adapter knows (second non-JS sweep),
# Debian 12 packages: ocaml-nox 4.13.1, nim 1.6.10, gfortran 12.2,
# guile-3.0 3.0.8, luajit 2.1.0-beta3, bash 5.2.
#   ocaml-compile     ocamlfind-less ocamlc -w +a bad.ml (type error)
#   ocaml-exception   OCAMLRUNPARAM=b ocamlc -g cart.ml && ./a.out (Not_found)
#   nim-compile       nim c --hints:off bad.nim (type mismatch)
#   nim-runtime       nim c -r cart.nim (KeyError; compile hints kept: healthy)
#   gfortran-compile  gfortran bad.f90
#   gfortran-bounds   gfortran -g -fcheck=bounds cart.f90 (a compile-time warning), then the program
#   guile-error       guile --no-auto-compile cart.scm (wrong-type-arg)
#   guile-more        guile on an unbound variable, then on (error ...)
#   luajit-error      luajit cart.lua (arithmetic on a nil field)
#   bash-xtrace       bash deploy.sh (set -euxo pipefail: unbound variable),
#                     then bash build.sh (set -x, healthy)
# Usage: sh gen.sh; writes ../../new/<name>.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-sweep2native
rm -rf $work && cp -r $here $work
cd $work
ocamlc -w +a bad.ml > $out/ocaml-compile.txt 2>&1
ocamlc -g cart.ml -o cart && OCAMLRUNPARAM=b ./cart > $out/ocaml-exception.txt 2>&1
export XDG_CACHE_HOME=$work/.cache
nim c --hints:off bad.nim > $out/nim-compile.txt 2>&1
nim c -r cart.nim > $out/nim-runtime.txt 2>&1
gfortran bad.f90 > $out/gfortran-compile.txt 2>&1
{ gfortran -g -fcheck=bounds cart.f90 -o cartf && ./cartf; } > $out/gfortran-bounds.txt 2>&1
guile --no-auto-compile cart.scm > $out/guile-error.txt 2>&1
{ guile --no-auto-compile unbound.scm; guile --no-auto-compile charge.scm; } > $out/guile-more.txt 2>&1
luajit cart.lua > $out/luajit-error.txt 2>&1
{ bash deploy.sh; bash build.sh; } > $out/bash-xtrace.txt 2>&1
for f in ocaml-compile ocaml-exception nim-compile nim-runtime gfortran-compile gfortran-bounds guile-error guile-more luajit-error bash-xtrace; do sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt; done
