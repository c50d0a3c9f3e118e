#!/bin/sh
# Reruns batch A of the third non-JS sweep (lang-sweep-3), toolchains never
# recorded before, Debian 12 packages:
#   gnat-compile / gnat-runtime       gnat 12.2 (gnatmake -q)
#   ghc-compile / ghc-runtime         ghc 9.0.2
#   r-script                          r-base-core 4.2.2 (Rscript)
#   clisp-error                       clisp 2.49.93
#   ecl-error                         ecl 21.2.1 (ecl --shell)
#   chicken-compile / chicken-runtime chicken-bin 5.3.0 (csc, csi -s)
#   gforth-error                      gforth 0.7.3
#   mcs-compile / mono-exception      mono-mcs 6.8.0.105, mono --debug
#   valac-compile                     valac 0.56.3
#   nasm-yasm                         nasm 2.16.01, yasm 1.3.0
#   iverilog-syntax                   iverilog 11.0
#   ghdl-analyze                      ghdl 3.0.0 (mcode)
#   cobc-compile                      gnucobol 3.1.2
#   ldc2-compile / ldc2-runtime       ldc 1.30.0 (ldc2 -g)
#   racket-unbound / racket-contract  racket 8.7
#   chatter-lang3a                    healthy builds and runs of the same tools
# Usage: sh gen.sh; writes ../../new/<name>.txt (stdout and stderr
# merged, as errbundle run reads them). The scratch path becomes /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-lang3a
rm -rf $work && cp -r $here $work
cd $work/ada && gnatmake -q cart.adb > $out/gnat-compile.txt 2>&1
cd $work/ada && gnatmake -q orders.adb >/dev/null 2>&1; ./orders > $out/gnat-runtime.txt 2>&1
cd $work/hs && ghc -O0 Cart.hs > $out/ghc-compile.txt 2>&1
cd $work/hs && ghc -O0 Orders.hs >/dev/null 2>&1; ./Orders > $out/ghc-runtime.txt 2>&1
cd $work/r && Rscript report.R > $out/r-script.txt 2>&1
cd $work/lisp && clisp cart.lisp > $out/clisp-error.txt 2>&1
cd $work/lisp && ecl --shell cart.lisp > $out/ecl-error.txt 2>&1
cd $work/scheme && csc bad.scm > $out/chicken-compile.txt 2>&1
cd $work/scheme && csi -s cart.scm > $out/chicken-runtime.txt 2>&1
cd $work/forth && gforth cart.fs > $out/gforth-error.txt 2>&1
cd $work/cs && mcs Cart.cs > $out/mcs-compile.txt 2>&1
cd $work/cs && mcs -debug Orders.cs && mono --debug Orders.exe > $out/mono-exception.txt 2>&1
cd $work/vala && valac cart.vala > $out/valac-compile.txt 2>&1
cd $work/asm && { nasm -f elf64 cart.asm; yasm -f elf64 cart.asm; } > $out/nasm-yasm.txt 2>&1
cd $work/verilog && iverilog counter.v > $out/iverilog-syntax.txt 2>&1
cd $work/vhdl && ghdl -a counter.vhdl > $out/ghdl-analyze.txt 2>&1
cd $work/cobol && cobc -x report.cob > $out/cobc-compile.txt 2>&1
cd $work/d && ldc2 bad.d > $out/ldc2-compile.txt 2>&1
cd $work/d && ldc2 -g cart.d && ./cart > $out/ldc2-runtime.txt 2>&1
cd $work/racket && racket bad.rkt > $out/racket-unbound.txt 2>&1
cd $work/racket && racket cart.rkt > $out/racket-contract.txt 2>&1
cd $work/ok && {
	gnatmake hello.adb && ./hello
	ghc -O0 Hello.hs && ./Hello
	Rscript hello.R
	mcs Hello.cs && mono Hello.exe
	valac -v hello.vala && ./hello
	iverilog -v -o counter counter.v
	cobc -x -v report.cob && ./report
	ldc2 -v hello.d | head -5 && ./hello
	racket hello.rkt
} > $out/chatter-lang3a.txt 2>&1
for f in gnat-compile gnat-runtime ghc-compile ghc-runtime r-script clisp-error ecl-error chicken-compile \
	chicken-runtime gforth-error mcs-compile mono-exception valac-compile nasm-yasm iverilog-syntax \
	ghdl-analyze cobc-compile ldc2-compile ldc2-runtime racket-unbound racket-contract chatter-lang3a; do
	sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt
done
