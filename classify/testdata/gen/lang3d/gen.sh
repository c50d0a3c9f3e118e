#!/bin/sh
# Reruns batch D of the third non-JS sweep (lang-sweep-3), recorded blind
# after batch C's fixes: test runners and runtime errors never recorded.
# Debian 12 packages:
#   swipl-plunit       swi-prolog 9.0.4 (plunit, run_tests)
#   raku-test          rakudo 2022.12 (Test, TAP)
#   erlang-eunit       erlang 25 (eunit:test)
#   nim-unittest       nim 1.6.10 (std/unittest)
#   fpc-range          fp-compiler 3.2.2 ({$R+}, -gl line info)
#   ldc2-unittest      ldc 1.30.0 (-unittest)
#   tcltest            tcl 8.6.13 (tcltest)
#   bats-fail          bats 1.8.2
#   glib-log           valac 0.56.3 (GLib's return_val_if_fail, warning(), error())
#   gnat-exception     gnat 12.2 (a user exception with a message)
#   clisp-warnings     clisp 2.49.93 (load with warnings, then an undefined function)
#   m4-eval            m4 1.4.19 (stderr only, see below)
#   chatter-lang3d     passing runs of the same runners
# Usage: sh gen.sh; writes ../../new/<name>.txt (stdout and stderr
# merged). The scratch path becomes /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-lang3d
rm -rf $work && cp -r $here $work
cd $work/plunit && swipl -g run_tests -t halt cart.pl > $out/swipl-plunit.txt 2>&1
cd $work/raku && raku cart.rakutest > $out/raku-test.txt 2>&1
cd $work/eunit && erlc cart.erl && erl -noshell -eval 'eunit:test(cart, [verbose])' -s init stop > $out/erlang-eunit.txt 2>&1
cd $work/nim && nim c -r --hints:off cart.nim > $out/nim-unittest.txt 2>&1
cd $work/fpc && fpc -gl -v0 cart.pas >/dev/null 2>&1; ./cart > $out/fpc-range.txt 2>&1
cd $work/d && ldc2 -unittest -g cart.d && ./cart > $out/ldc2-unittest.txt 2>&1
cd $work/tcl && tclsh cart.test > $out/tcltest.txt 2>&1
cd $work/bats && bats cart.bats > $out/bats-fail.txt 2>&1
cd $work/vala && valac cart.vala 2>/dev/null && ./cart > $out/glib-log.txt 2>&1
cd $work/ada && gnatmake -q orders.adb >/dev/null 2>&1; ./orders > $out/gnat-exception.txt 2>&1
cd $work/lisp && clisp warn.lisp > $out/clisp-warnings.txt 2>&1
# m4's stderr alone: errbundle run reads it as its own stream, apart from
# stdout's unfinished "workers = " (the first recording merged the two on
# one line, "workers = m4:conf.m4:3: ...", and was measured blind so).
cd $work/m4 && m4 conf.m4 2> $out/m4-eval.txt >/dev/null
cd $work/ok && {
	bats pass.bats
	swipl -g run_tests -t halt pass.pl
	nim c -r --hints:off pass.nim
	tclsh pass.test
} > $out/chatter-lang3d.txt 2>&1
for f in swipl-plunit raku-test erlang-eunit nim-unittest fpc-range ldc2-unittest tcltest bats-fail glib-log \
	gnat-exception clisp-warnings m4-eval chatter-lang3d; do
	sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt
done
