#!/bin/sh
# Reruns the third blind round (written, expectations by hand, measured
# before any change):
#   elixir-process-raise  mix run: a spawned (plain) process raises; Logger's
#                         "Process #PID<...> raised an exception" report
#   go-test-multi         go test ./... over three packages: a build failure,
#                         a failing test, one with no test files
#   luac-syntax           luac5.4 -p on a table missing a comma
# Usage: sh gen.sh; writes ../../new/<name>.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-blind3
rm -rf $work && cp -r $here $work
cd $work/exapp && MIX_HOME=$work/.mix HEX_OFFLINE=1 mix run -e 'Pinger.run()' > $out/elixir-process-raise.txt 2>&1
cd $work/gomulti && GOTOOLCHAIN=local go test -count=1 ./... > $out/go-test-multi.txt 2>&1
cd $work/lua && luac5.4 -p config.lua > $out/luac-syntax.txt 2>&1
for f in elixir-process-raise go-test-multi luac-syntax; do sed -i "s#$work#/project#g" $out/$f.txt; done
