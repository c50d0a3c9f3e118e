#!/bin/sh
# Records round A of lang-sweep-4 (BLIND: the .want.json files were written
# by hand from these recordings and committed before the classifier was run
# on them): test runners and runtime errors of languages never recorded.
# Debian 12 packages:
#   gtest-fail          libgtest-dev 1.12.1 (g++ 12.2)
#   catch2-fail         catch2 2.13.10 (single header)
#   doctest-fail        doctest-dev 2.4.9
#   cmocka-fail         libcmocka-dev 1.1.5
#   check-fail          check 0.15.2 (a failed assertion and a test that segfaults)
#   criterion-fail      libcriterion-dev 2.4.1
#   cunit-fail          libcunit1-dev 2.1-3 (basic interface, verbose)
#   busted-fail         lua-busted 2.1.1 (Lua 5.1 via the busted script)
#   clojure-exception   clojure 1.11.1 (a script, uncaught exception)
#   clojure-test        clojure 1.11.1 (clojure.test run-tests)
#   groovy-exception    groovy 2.4.21 (a script, uncaught exception)
#   crystal-spec        crystal 1.6.0 (crystal spec)
#   crystal-exception   crystal 1.6.0 (crystal run, uncaught exception)
#   chatter-lang4a      passing runs of the same runners
# Usage: sh gen.sh; writes ../../new/<name>.txt (stdout and stderr
# merged, as errbundle run sees one process). The scratch path becomes /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-lang4a
rm -rf $work && cp -r $here $work
cd $work/gtest && g++ -std=c++17 cart_test.cc -lgtest -lgtest_main -pthread -o cart_test && ./cart_test > $out/gtest-fail.txt 2>&1
cd $work/catch2 && g++ -std=c++17 cart_test.cpp -o cart_test && ./cart_test > $out/catch2-fail.txt 2>&1
cd $work/doctest && g++ -std=c++17 cart.cpp -o cart && ./cart > $out/doctest-fail.txt 2>&1
cd $work/cmocka && gcc cart.c -lcmocka -o cart && ./cart > $out/cmocka-fail.txt 2>&1
cd $work/check && gcc cart.c $(pkg-config --cflags --libs check) -o cart && ./cart > $out/check-fail.txt 2>&1
cd $work/criterion && gcc cart.c -lcriterion -o cart && ./cart > $out/criterion-fail.txt 2>&1
cd $work/cunit && gcc cart.c -lcunit -o cart && ./cart > $out/cunit-fail.txt 2>&1
cd $work/busted && busted > $out/busted-fail.txt 2>&1
cd $work/clojure && clojure cart.clj > $out/clojure-exception.txt 2>&1
cd $work/clojure && clojure cart_test.clj > $out/clojure-test.txt 2>&1
cd $work/groovy && groovy cart.groovy > $out/groovy-exception.txt 2>&1
cd $work/crystal && crystal spec > $out/crystal-spec.txt 2>&1
cd $work/crystal && crystal run main.cr > $out/crystal-exception.txt 2>&1
cd $work/ok && {
	g++ -std=c++17 pass_test.cc -lgtest -lgtest_main -pthread -o pass_test && ./pass_test
	g++ -std=c++17 pass.cpp -o pass && ./pass
	busted spec
	crystal spec pass_spec.cr
} > $out/chatter-lang4a.txt 2>&1
for f in gtest-fail catch2-fail doctest-fail cmocka-fail check-fail criterion-fail cunit-fail busted-fail \
	clojure-exception clojure-test groovy-exception crystal-spec crystal-exception chatter-lang4a; do
	sed -i "s#$work#/project#g; s#/root/#/home/dev/#g; s#/tmp/#/tmp/#g" $out/$f.txt
done
