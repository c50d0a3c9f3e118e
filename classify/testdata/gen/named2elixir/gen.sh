#!/bin/sh
# Reruns the second named-sweep Elixir round (Elixir 1.14.0, Erlang/OTP 24, Debian):
#   elixir-app-start-fail  mix run: the application's child stops in init; Logger's
#                          report, then "** (Mix) Could not start application boot"
#   elixir-struct-undefined mix compile: a callback warning, then a struct that does not exist
#   exunit-receive-flunk   mix test: assert_receive times out, flunk; then a path that
#                          matches no test file
# Usage: sh gen.sh; writes ../../new/*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-named2elixir
rm -rf $work && cp -r $here $work
export MIX_HOME=$work/.mix HEX_OFFLINE=1
cd $work/boot && mix run -e ':ok' > $out/elixir-app-start-fail.txt 2>&1
cd $work/structs && mix compile > $out/elixir-struct-undefined.txt 2>&1
cd $work/recv && mix compile >/dev/null 2>&1 && { mix test --seed 0; mix test test/nope_test.exs; } > $out/exunit-receive-flunk.txt 2>&1
for n in elixir-app-start-fail elixir-struct-undefined exunit-receive-flunk; do sed -i "s#$work#/project#g" $out/$n.txt; done
