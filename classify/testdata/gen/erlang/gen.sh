#!/bin/sh
# Reruns the Erlang fixture (Erlang/OTP 25 erts, Debian): a spawned process
# crashes (the emulator's "Error in process" report), then the main call
# raises badarith and escript prints its own report.
# Usage: sh gen.sh; writes ../../new/erlang-crash.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-erlang
rm -rf $work && cp -r $here $work
cd $work
erlc +debug_info cart.erl
erl -noshell -run cart main x -s init stop > $out/erlang-crash.txt 2>&1
sed -i "s#$work#/project#g" $out/erlang-crash.txt
