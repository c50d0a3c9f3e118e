#!/bin/sh
# Reruns the Go runtime-output fixtures: a data race under -race, log.Fatal
# after log.Println chatter, and log/slog's text and default handlers.
# Usage: sh gen.sh (from anywhere); writes ../../new/go-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-golog
rm -rf $work && mkdir -p $work && cp -r $here/race $here/fatal $here/slog $work/
cd $work
printf 'module example.com/app\n\ngo 1.22\n' > go.mod
go run -race ./race 2>&1 | sed "s#$work#/project#g" > $out/go-race.txt
go run ./fatal 2>&1 | sed "s#$work#/project#g" > $out/go-log-fatal.txt
go run ./slog 2>&1 | sed "s#$work#/project#g" > $out/go-slog.txt
# go test of a package whose test does not compile.
cp -r $here/testbuild $work/
go test ./testbuild 2>&1 | sed "s#$work#/project#g" > $out/go-test-build-failed.txt
