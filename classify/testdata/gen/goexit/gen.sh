#!/bin/sh
# Reruns the Go fixtures of a failing go command's exit (go1.26.8): `go vet .`
# reporting two diagnostics and exiting 1 (its exit code is no further
# problem), and `go build .` where no go.mod is, which prints only go's
# own "go: ..." error and exits 1. Each fixture's want.json records the
# exit code ("exit"), which the fixture test passes to Classifier.Exit.
# Usage: sh gen.sh; writes ../../new/go-vet-exit.txt, go-nomod.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-goexit
rm -rf $work && cp -r $here $work
export GOTOOLCHAIN=local GOFLAGS=
cd $work/vet && go vet . > $out/go-vet-exit.txt 2>&1; echo "vet: exit $?"
cd $work/nomod && go build . > $out/go-nomod.txt 2>&1; echo "nomod: exit $?"
sed -i "s#$work#/project#g" $out/go-vet-exit.txt $out/go-nomod.txt
