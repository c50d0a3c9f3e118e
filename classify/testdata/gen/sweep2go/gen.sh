#!/bin/sh
# Reruns the Go fixtures of the second non-JS sweep (go1.26, GOTOOLCHAIN=local):
#   go-testify      go test on a package using testify 1.12.1: assert and
#                   require failures (Error Trace / Error / Test / Messages)
#   go-testify-v    the same with -v: the log lines come before "--- FAIL"
#   go-template     go run: html/template exec error logged by a handler,
#                   then a parse error through log.Fatal
#   go-slog-source  go run: log/slog JSON and text handlers with AddSource
# Usage: sh gen.sh; writes ../../new/<name>.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-sweep2go
rm -rf $work && cp -r $here $work
export GOTOOLCHAIN=local GOFLAGS=-mod=mod
cd $work/testify && go test -count=1 . > $out/go-testify.txt 2>&1
go test -count=1 -v . > $out/go-testify-v.txt 2>&1
cd $work/tmpl && go run . > $out/go-template.txt 2>&1
cd $work/slogsrc && go run . > $out/go-slog-source.txt 2>&1
for f in go-testify go-testify-v go-template go-slog-source; do sed -i "s#$work/[a-z]*#/project#g" $out/$f.txt; done
