#!/bin/sh
# Reruns the Elixir sweep fixtures (Elixir 1.14.0, Erlang/OTP 24/25, Debian):
#   elixir-compile-undefined  mix compile: an undefined remote, an unused variable
#   elixir-exunit-doctest     doctest failure, a pattern-match assert, a FunctionClauseError
#   elixir-task-tcp           a Task serving a :gen_tcp connection crashes (Logger report)
#   elixir-script             elixir script.exs raising ArithmeticError
# Usage: sh gen.sh; writes ../../new/elixir-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-elixirsweep
rm -rf $work && cp -r $here $work
export MIX_HOME=$work/.mix HEX_OFFLINE=1
cd $work/inv
mix compile > $out/elixir-compile-undefined.txt 2>&1
mix test --seed 0 > $out/elixir-exunit-doctest.txt 2>&1
mix run --no-halt -e 'spawn(fn -> Inv.Server.start(18474) end)' > $out/elixir-task-tcp.txt 2>&1 &
pid=$!
sleep 3
for req in 'A-1 3' 'A-1 three'; do
	/usr/bin/python3 -c 'import socket,sys; s=socket.create_connection(("127.0.0.1",18474)); s.sendall(sys.argv[1].encode()+b"\n"); s.recv(100)' "$req" || true
done
sleep 1
kill $pid
cd $work
elixir script.exs > $out/elixir-script.txt 2>&1
sed -i "s#$work#/project#g" $out/elixir-compile-undefined.txt $out/elixir-exunit-doctest.txt $out/elixir-task-tcp.txt $out/elixir-script.txt
