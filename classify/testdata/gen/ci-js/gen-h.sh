#!/bin/sh
# ci-sweep, batch H: colour forced onto a pipe, as some agents' sandboxes set
# FORCE_COLOR=1 (with CI=true): `vite build` of vb/, whose src/main.js
# imports a module that does not exist; Vite then colours its report
# (its "error during build:" label, the rollup error, the "file:" line).
# Tools as gen.sh (npm ci of package.json here; vite 7.3.8).
# Usage: sh gen-h.sh; writes ../../new/ci-vite-build-color.txt, paths rewritten to /project.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
tools=/tmp/eb-gen-ci-js
work=/tmp/eb-gen-ci-js-work-h
mkdir -p $tools && cp $here/package.json $here/package-lock.json $tools/
[ -d $tools/node_modules/vite ] || (cd $tools && npm ci --no-audit --no-fund)
bin=$tools/node_modules/.bin
rm -rf $work && mkdir -p $work && cp -r $here/vb $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen-h.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
ln -s $tools/node_modules vb/node_modules
unset NO_COLOR
cd $work/vb && env CI=true FORCE_COLOR=1 $bin/vite build > $out/ci-vite-build-color.txt 2>&1 || true
sed -i "s#$work#/project#g; s#$tools/node_modules#/project/node_modules#g; s#$HOME#/root#g" $out/ci-vite-build-color.txt
