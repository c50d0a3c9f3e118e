#!/bin/sh
# Reruns batch B of the third non-JS sweep (lang-sweep-3), recorded blind
# after batch A's fixes; Debian 12 packages:
#   gprolog-compile / gprolog-consult  gprolog 1.4.5 (gplc; gprolog --consult-file)
#   yamllint-standard / yamllint-parsable  yamllint 1.29.0
#   protoc-undefined                   protobuf-compiler 3.21.12
#   meson-dependency                   meson 1.0.1 (meson setup)
#   configure-error                    autoconf 2.71 (./configure)
#   cppcheck-warning                   cppcheck 2.10
#   xmllint-mismatch                   libxml2-utils 2.9.14
#   iverilog-fatal                     iverilog 11.0 + vvp ($fatal in a testbench)
#   ghdl-assert                        ghdl 3.0.0 (an assertion of severity error)
#   cobc-runtime                       gnucobol 3.1.2 (-debug: subscript check)
#   gnat-warning                       gnat 12.2 (-gnatwa)
#   ghc-type-error / ghc-warnings      ghc 9.0.2 (-Wall)
#   raco-test                          racket 8.7 rackunit (raco test)
#   testthat-fail                      r-cran-testthat 3.1.6 (test_dir)
#   ansible-fatal                      ansible-core 2.14.18 (ansible-playbook)
#   psql-refused                       postgresql-client 15 (no server)
#   scalac-error / scala-exception     scala 2.11.12
#   chatter-lang3b                     healthy runs of the same tools
# Usage: sh gen.sh; writes ../../new/<name>.txt (stdout and stderr
# merged). The scratch path becomes /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-lang3b
rm -rf $work && cp -r $here $work
cd $work/prolog && gplc bad.pl > $out/gprolog-compile.txt 2>&1
cd $work/prolog && gprolog --consult-file cart.pl --query-goal halt > $out/gprolog-consult.txt 2>&1 </dev/null
cd $work/yaml && yamllint config.yml > $out/yamllint-standard.txt 2>&1
cd $work/yaml && yamllint -f parsable config.yml > $out/yamllint-parsable.txt 2>&1
cd $work/proto && protoc --python_out=. cart.proto > $out/protoc-undefined.txt 2>&1
cd $work/meson && meson setup build > $out/meson-dependency.txt 2>&1
cd $work/autoconf && autoconf && ./configure > $out/configure-error.txt 2>&1
cd $work/cppcheck && cppcheck --enable=warning cart.c > $out/cppcheck-warning.txt 2>&1
cd $work/xml && xmllint --noout catalog.xml > $out/xmllint-mismatch.txt 2>&1
cd $work/hdl && iverilog -o tb counter_tb.v && vvp tb > $out/iverilog-fatal.txt 2>&1
cd $work/hdl && ghdl -a counter_tb.vhdl && ghdl -r counter_tb > $out/ghdl-assert.txt 2>&1
cd $work/cobol && cobc -x -debug divide.cob && ./divide > $out/cobc-runtime.txt 2>&1
cd $work/gnat && gnatmake -q -gnatwa warn.adb > $out/gnat-warning.txt 2>&1
cd $work/ghc && ghc -Wall Types.hs > $out/ghc-type-error.txt 2>&1
cd $work/ghc && ghc -Wall Warn.hs > $out/ghc-warnings.txt 2>&1
cd $work/racket && raco test cart-test.rkt > $out/raco-test.txt 2>&1
cd $work/testthat && Rscript -e 'testthat::test_dir("tests/testthat")' > $out/testthat-fail.txt 2>&1
cd $work/ansible && ANSIBLE_NOCOLOR=1 ansible-playbook -i localhost, site.yml > $out/ansible-fatal.txt 2>&1
psql -h 127.0.0.1 -p 5999 -U shop shop > $out/psql-refused.txt 2>&1
cd $work/scala && scalac Cart.scala > $out/scalac-error.txt 2>&1
cd $work/scala && scalac Orders.scala && scala Orders > $out/scala-exception.txt 2>&1
cd $work/ok && {
	meson setup build && ninja -C build && ./build/cart
	autoconf && ./configure
	yamllint good.yml && echo "yamllint: 0 problems"
	ANSIBLE_NOCOLOR=1 ansible-playbook -i localhost, site.yml
	raco test pass-test.rkt
	(cd tt && Rscript -e 'testthat::test_dir("tests/testthat")')
} > $out/chatter-lang3b.txt 2>&1
for f in gprolog-compile gprolog-consult yamllint-standard yamllint-parsable protoc-undefined meson-dependency \
	configure-error cppcheck-warning xmllint-mismatch iverilog-fatal ghdl-assert cobc-runtime gnat-warning \
	ghc-type-error ghc-warnings raco-test testthat-fail ansible-fatal psql-refused scalac-error scala-exception chatter-lang3b; do
	sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt
done
