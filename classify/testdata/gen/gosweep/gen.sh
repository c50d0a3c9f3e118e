#!/bin/sh
# Reruns the Go sweep fixtures (go1.26.8): table subtests failing with
# t.Errorf/t.Fatalf under plain `go test`; a fuzz failure; a panic in a
# goroutine a handler started; `go build ./...` failing in two packages.
# The subtests run twice: plain, and with -v (logs before the FAIL lines).
# Usage: sh gen.sh; writes ../../new/go-{subtests,subtests-v,fuzz,goroutine-panic,build-multi}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-gosweep
rm -rf $work && cp -r $here $work
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
cd $work/subtests && go test ./... > $out/go-subtests.txt 2>&1
go test -v ./... > $out/go-subtests-v.txt 2>&1
cd $work/fuzz && go test -fuzz=FuzzMake -fuzztime=20s > $out/go-fuzz.txt 2>&1
cd $work/goroutine && go build -o mailer . && { ./mailer 127.0.0.1:18472 > $out/go-goroutine-panic.txt 2>&1 & sleep 1; curl -s -o /dev/null http://127.0.0.1:18472/send; sleep 1; }
cd $work/multi && go build ./... > $out/go-build-multi.txt 2>&1
sed -i "s#$work#/project#g" $out/go-subtests.txt $out/go-subtests-v.txt $out/go-fuzz.txt $out/go-goroutine-panic.txt $out/go-build-multi.txt
