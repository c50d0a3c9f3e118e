#!/bin/sh
# Reruns the second Elixir fixtures (Elixir 1.14.0, OTP 25, Debian):
#   elixir-task-await     Logger warning/error lines, then Task.await timing out
#                         in mix run: "** (exit) exited in: Task.await(...)"
#   elixir-exunit-setup   a setup_all callback failing (MatchError) and a test
#                         timing out
# Usage: sh gen.sh; writes ../../new/elixir-{task-await,exunit-setup}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-elixir2
rm -rf $work && cp -r $here $work
export MIX_HOME=$work/.mix HEX_OFFLINE=1
cd $work/app
mix compile > /dev/null 2>&1
mix run -e 'Feeds.refresh(); Feeds.fetch_all(["a", "b"])' > $out/elixir-task-await.txt 2>&1
mix test --seed 0 > $out/elixir-exunit-setup.txt 2>&1
sed -i "s#$work#/project#g" $out/elixir-task-await.txt $out/elixir-exunit-setup.txt
