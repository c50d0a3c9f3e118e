#!/bin/sh
# Reruns the second Go sweep fixtures (go1.26.8):
#   go-test-timeout  go test -timeout 2s on a test blocked on a channel:
#                    "panic: test timed out after 2s", the running tests, goroutines
#   go-run-compile   go run . with two compile errors in package main
# Usage: sh gen.sh; writes ../../new/go-{test-timeout,run-compile}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-gosweep2
rm -rf $work && cp -r $here $work
export GOTOOLCHAIN=local
cd $work/timeout && go test -timeout 2s ./... > $out/go-test-timeout.txt 2>&1
cd $work/cmd && go run . > $out/go-run-compile.txt 2>&1
sed -i "s#$work#/project#g" $out/go-test-timeout.txt $out/go-run-compile.txt
