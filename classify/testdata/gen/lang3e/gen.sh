#!/bin/sh
# Reruns batch E of the third non-JS sweep (lang-sweep-3), recorded blind
# after batch D's fixes. Debian 12 packages as in lang3a-d:
#   ghc-nonexhaustive / ghc-module  ghc 9.0.2 (runghc; a missing module)
#   nasm-warning                    nasm 2.16.01 (-w+all)
#   gnat-errors                     gnat 12.2 (two errors, one with a hint)
#   iverilog-elab / ghdl-elab       iverilog 11.0; ghdl 3.0.0 (-e of an unknown unit)
#   protoc-import                   protobuf-compiler 3.21.12
#   xmllint-schema                  libxml2-utils 2.9.14 (--schema)
#   ansible-loop                    ansible-core 2.14.18 (a failed loop item)
#   bison-conflicts                 bison 3.8.2
#   raku-die                        rakudo 2022.12
#   swipl-syntax                    swi-prolog 9.0.4
#   clisp-compile                   clisp 2.49.93 (-c, compile-file)
#   gforth-underflow                gforth 0.7.3
#   mono-nodebug                    mono 6.8.0.105 (no --debug: no lines)
# Usage: sh gen.sh; writes ../../new/<name>.txt (stdout and stderr
# merged). The scratch path becomes /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-lang3e
rm -rf $work && cp -r $here $work
cd $work/ghc && runghc Total.hs > $out/ghc-nonexhaustive.txt 2>&1
cd $work/ghc && ghc Imports.hs > $out/ghc-module.txt 2>&1
cd $work/nasm && nasm -w+all -f elf64 boot.asm > $out/nasm-warning.txt 2>&1
cd $work/ada && gnatmake -q shop.adb > $out/gnat-errors.txt 2>&1
cd $work/hdl && iverilog top.v > $out/iverilog-elab.txt 2>&1
cd $work/hdl && ghdl -a tb.vhdl && ghdl -e tbx > $out/ghdl-elab.txt 2>&1
cd $work/proto && protoc --python_out=. cart.proto > $out/protoc-import.txt 2>&1
cd $work/xml && xmllint --noout --schema catalog.xsd catalog.xml > $out/xmllint-schema.txt 2>&1
cd $work/ansible && ANSIBLE_NOCOLOR=1 ansible-playbook -i localhost, loop.yml > $out/ansible-loop.txt 2>&1
cd $work/bison && bison calc.y > $out/bison-conflicts.txt 2>&1
cd $work/raku && raku die.raku > $out/raku-die.txt 2>&1
cd $work/prolog && swipl -g halt bad.pl > $out/swipl-syntax.txt 2>&1 < /dev/null
cd $work/lisp && clisp -q -c cart.lisp > $out/clisp-compile.txt 2>&1
cd $work/forth && gforth stack.fs > $out/gforth-underflow.txt 2>&1
cd $work/cs && mcs Orders.cs && mono Orders.exe > $out/mono-nodebug.txt 2>&1
for f in ghc-nonexhaustive ghc-module nasm-warning gnat-errors iverilog-elab ghdl-elab protoc-import xmllint-schema \
	ansible-loop bison-conflicts raku-die swipl-syntax clisp-compile gforth-underflow mono-nodebug; do
	sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt
done
