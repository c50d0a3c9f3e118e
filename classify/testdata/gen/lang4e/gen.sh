#!/bin/sh
# Records round E of lang-sweep-4, after round D's fixes (BLIND: the
# .want.json files were written by hand from these recordings and committed
# before the classifier was run on them). Debian 12 packages unless said:
#   gdb-backtrace       gdb 13.1, gcc 12.2 (gdb -batch -ex run -ex bt: a segfault)
#   escript-exception   erlang 25 escript (an uncaught error in main/1)
#   smlnj-exception     smlnj 110.79 (sml < file)
#   kotlin-exception    kotlin 1.3.31, openjdk 17 (kotlinc -script)
#   behave-fail         python3-behave 1.2.6, Python 3.11.2
#   tape-fail           tape 5.10.2 (npm), node v20.20.2
#   chatter-lang4e      healthy escript and SML/NJ runs
# Usage: sh gen.sh; writes ../../new/<name>.txt (stdout and stderr
# merged). The scratch path becomes /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-lang4e
rm -rf $work && cp -r $here $work
cd $work/gdb && gcc -g -O0 cart.c -o cart && gdb -q -batch -ex run -ex bt ./cart > $out/gdb-backtrace.txt 2>&1
cd $work/escript && escript cart.escript > $out/escript-exception.txt 2>&1
cd $work/smlnj && sml < cart.sml > $out/smlnj-exception.txt 2>&1
cd $work/kotlin && kotlinc -script cart.kts > $out/kotlin-exception.txt 2>&1
cd $work/behave && behave > $out/behave-fail.txt 2>&1
cd $work/tape && npm install --no-save --no-audit --no-fund tape@5.10.2 >/dev/null 2>&1 && ./node_modules/.bin/tape test.js > $out/tape-fail.txt 2>&1
cd $work/ok && {
	escript pass.escript
	sml < pass.sml
} > $out/chatter-lang4e.txt 2>&1
for f in gdb-backtrace escript-exception smlnj-exception kotlin-exception behave-fail tape-fail chatter-lang4e; do
	sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt
done
