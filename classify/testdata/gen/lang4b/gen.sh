#!/bin/sh
# Records round B of lang-sweep-4, after round A's fixes (BLIND: the
# .want.json files were written by hand from these recordings and committed
# before the classifier was run on them). Debian 12 packages:
#   hspec-fail          ghc 9.0.2 + libghc-hspec-dev 2.8.5 (runghc)
#   alcotest-fail       ocaml 4.13.1 + libalcotest-ocaml-dev 1.6.0 (ocaml-findlib for ocamlfind)
#   ounit-fail          ocaml 4.13.1 + libounit-ocaml-dev 2.2.6
#   erlang-ct           erlang-common-test 25 (ct_run)
#   fpcunit-fail        fp-compiler 3.2.2 + fp-units-fcl (fpcunit console runner, plain format)
#   fiveam-fail         sbcl 2.2.9 + cl-fiveam 1.4.2
#   gjs-exception       gjs 1.74.2
#   testunit-fail       ruby 3.1.2 + ruby-test-unit 3.5.7
#   junit4-fail         junit4 4.13.2, openjdk 17 (JUnitCore)
#   boost-test-fail     libboost-test-dev 1.74 (header-only variant)
#   srfi64-fail         guile 3.0.8 (SRFI 64)
#   chatter-lang4b      passing runs of hspec, test-unit, Boost.Test
# Usage: sh gen.sh; writes ../../new/<name>.txt (stdout and stderr
# merged). The scratch path becomes /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-lang4b
rm -rf $work && cp -r $here $work
cd $work/hspec && runghc CartSpec.hs > $out/hspec-fail.txt 2>&1
cd $work/alcotest && ocamlfind ocamlopt -package alcotest -linkpkg cart_test.ml -o cart_test 2>/dev/null && ./cart_test > $out/alcotest-fail.txt 2>&1
cd $work/ounit && ocamlfind ocamlopt -package ounit2 -linkpkg cart_test.ml -o cart_test 2>/dev/null && ./cart_test > $out/ounit-fail.txt 2>&1
cd $work/ct && erlc cart.erl && ct_run -noshell -pa . -suite cart_SUITE > $out/erlang-ct.txt 2>&1
cd $work/fpcunit && fpc -gl -v0 carttest.pas >/dev/null 2>&1; ./carttest --all --format=plain > $out/fpcunit-fail.txt 2>&1
cd $work/fiveam && sbcl --script cart.lisp > $out/fiveam-fail.txt 2>&1
cd $work/gjs && gjs cart.js > $out/gjs-exception.txt 2>&1
cd $work/testunit && ruby cart_test.rb > $out/testunit-fail.txt 2>&1
cd $work/junit4 && javac -cp /usr/share/java/junit4.jar CartTest.java && java -cp /usr/share/java/junit4.jar:/usr/share/java/hamcrest-core.jar:. org.junit.runner.JUnitCore CartTest > $out/junit4-fail.txt 2>&1
cd $work/boost && g++ -std=c++17 cart_test.cpp -o cart_test && ./cart_test > $out/boost-test-fail.txt 2>&1
cd $work/srfi64 && guile cart-test.scm > $out/srfi64-fail.txt 2>&1
cd $work/ok && {
	runghc PassSpec.hs
	ruby pass_test.rb
	g++ -std=c++17 pass_test.cpp -o pass_test && ./pass_test
} > $out/chatter-lang4b.txt 2>&1
for f in hspec-fail alcotest-fail ounit-fail erlang-ct fpcunit-fail fiveam-fail gjs-exception testunit-fail junit4-fail \
	boost-test-fail srfi64-fail chatter-lang4b; do
	sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt
done
