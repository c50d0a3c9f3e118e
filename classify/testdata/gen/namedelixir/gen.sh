#!/bin/sh
# Reruns the named-sweep Elixir fixtures (Elixir 1.14.0, Erlang/OTP 24, Debian):
#   elixir-warnings-kinds   mix compile: unused attribute/function, ungrouped clauses,
#                           deprecated call, unreachable clause
#   elixir-token-missing    mix compile: a missing `end` (TokenMissingError)
#   elixir-supervisor       mix run: Task.start crash, GenServer.call crash under a
#                           supervisor (KeyError), Logger levels
#   exunit-assert-raise     mix test --trace: assert_raise (wrong/none/message),
#                           a timeout, refute, setup_all failure
#   exunit-failed-rerun     mix test --failed after that run
#   elixir-mix-healthy      mix compile + mix test on a clean project (must give nothing)
# Usage: sh gen.sh; writes ../../new/*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-namedelixir
rm -rf $work && cp -r $here $work
export MIX_HOME=$work/.mix HEX_OFFLINE=1
cd $work/warns && mix compile > $out/elixir-warnings-kinds.txt 2>&1
cd $work/syntax && mix compile > $out/elixir-token-missing.txt 2>&1
cd $work/svc && mix run -e 'Svc.Run.main()' > $out/elixir-supervisor.txt 2>&1
cd $work/tests && mix compile >/dev/null 2>&1 && mix test --trace --seed 0 > $out/exunit-assert-raise.txt 2>&1
mix test --failed --seed 0 > $out/exunit-failed-rerun.txt 2>&1
cd $work/okproj && { mix compile; mix test --seed 0; } > $out/elixir-mix-healthy.txt 2>&1
f="elixir-warnings-kinds elixir-token-missing elixir-supervisor exunit-assert-raise exunit-failed-rerun elixir-mix-healthy"
for n in $f; do sed -i "s#$work#/project#g" $out/$n.txt; done
