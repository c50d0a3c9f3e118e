#!/bin/sh
# Records round C of lang-sweep-4, after round B's fixes (BLIND: the
# .want.json files were written by hand from these recordings and committed
# before the classifier was run on them). Debian 12 packages unless said:
#   tasty-fail          ghc 9.0.2 + libghc-tasty-hunit-dev 0.10.0.3 (runghc)
#   shunit2-fail        shunit2 2.1.8, dash
#   chez-exception      chezscheme 9.5.8 (scheme --script)
#   luaunit-fail        lua-unit 3.4 (luaunit), lua5.4
#   testng-fail         testng 6.9.12, openjdk 17 (-verbose 2: the default level prints only the totals)
#   runit-fail          r-cran-runit 0.4.32, R 4.2.2
#   ert-fail            emacs-nox 28.2 (ERT in batch mode)
#   mitscheme-exception mit-scheme 12.1 (--quiet < file)
#   glibtest-fail       valac 0.56.3, GLib 2.74 (GLib.Test)
#   qunit-fail          qunit 3.0.0 (npm), node v20.20.2
#   chatter-lang4c      passing runs of tasty, luaunit, shunit2
# Usage: sh gen.sh; writes ../../new/<name>.txt (stdout and stderr
# merged). The scratch path becomes /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-lang4c
rm -rf $work && cp -r $here $work
cd $work/tasty && runghc CartTest.hs > $out/tasty-fail.txt 2>&1
cd $work/shunit2 && sh cart_test.sh > $out/shunit2-fail.txt 2>&1
cd $work/chez && scheme --script cart.ss > $out/chez-exception.txt 2>&1
cd $work/luaunit && lua5.4 test_cart.lua > $out/luaunit-fail.txt 2>&1
cd $work/testng && javac -cp /usr/share/java/testng.jar CartTest.java && \
	java -cp /usr/share/java/testng.jar:/usr/share/java/jcommander.jar:. org.testng.TestNG -verbose 2 -testclass CartTest > $out/testng-fail.txt 2>&1
cd $work/runit && Rscript run.R > $out/runit-fail.txt 2>&1
cd $work/ert && emacs -batch -l ert -l cart-test.el -f ert-run-tests-batch-and-exit > $out/ert-fail.txt 2>&1
cd $work/mitscheme && mit-scheme --quiet < cart.scm > $out/mitscheme-exception.txt 2>&1
cd $work/glibtest && valac cart.vala 2>/dev/null && ./cart > $out/glibtest-fail.txt 2>&1
cd $work/qunit && npm install --no-save --no-audit --no-fund qunit@3.0.0 >/dev/null 2>&1 && ./node_modules/.bin/qunit > $out/qunit-fail.txt 2>&1
cd $work/ok && {
	runghc PassTest.hs
	lua5.4 test_pass.lua
	sh pass_test.sh
} > $out/chatter-lang4c.txt 2>&1
for f in tasty-fail shunit2-fail chez-exception luaunit-fail testng-fail runit-fail ert-fail \
	mitscheme-exception glibtest-fail qunit-fail chatter-lang4c; do
	sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt
done
