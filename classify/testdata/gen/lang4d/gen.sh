#!/bin/sh
# Records round D of lang-sweep-4, after round C's fixes (BLIND: the
# .want.json files were written by hand from these recordings and committed
# before the classifier was run on them). Debian 12 packages unless said:
#   ctest-fail          cmake 3.25.1 / CTest, libgtest-dev 1.12.1, gcc 12.2 (ctest --output-on-failure)
#   quickcheck-fail     ghc 9.0.2 + libghc-quickcheck2-dev 2.14.2 (runghc)
#   polyml-exception    polyml 5.7.1 (poly --script)
#   rhino-exception     rhino 1.7.14
#   duktape-exception   duktape 2.7.0
#   jruby-exception     jruby 9.3.9.0
#   tinytest-fail       r-cran-tinytest 1.4.1, R 4.2.2
#   buttercup-fail      elpa-buttercup 1.26, emacs-nox 28.2
#   haxe-exception      haxe 4.2.5 (--interp)
#   lab-fail            @hapi/lab 26.0.1 + @hapi/code 9.0.3 (npm), node v20.20.2
#   japa-fail           @japa/runner 4.5.0 + @japa/assert 4.2.0 (npm), node v20.20.2 (runner 5 needs node 22: fs.glob)
#   chatter-lang4d      passing runs of QuickCheck and CTest
# Usage: sh gen.sh; writes ../../new/<name>.txt (stdout and stderr
# merged). The scratch path becomes /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-lang4d
rm -rf $work && cp -r $here $work
cd $work/ctest && cmake -S . -B build >/dev/null 2>&1 && cmake --build build >/dev/null 2>&1 && cd build && ctest --output-on-failure > $out/ctest-fail.txt 2>&1
cd $work/quickcheck && runghc CartProps.hs > $out/quickcheck-fail.txt 2>&1
cd $work/polyml && poly --script cart.sml > $out/polyml-exception.txt 2>&1
cd $work/rhino && rhino cart.js > $out/rhino-exception.txt 2>&1
cd $work/duktape && duk cart.js > $out/duktape-exception.txt 2>&1
cd $work/jruby && jruby cart.rb > $out/jruby-exception.txt 2>&1
cd $work/tinytest && Rscript run.R > $out/tinytest-fail.txt 2>&1
cd $work/buttercup && emacs -batch -L . -l buttercup -f buttercup-run-discover > $out/buttercup-fail.txt 2>&1
cd $work/haxe && haxe --main Main --interp > $out/haxe-exception.txt 2>&1
cd $work/lab && npm install --no-save --no-audit --no-fund @hapi/lab@26.0.1 @hapi/code@9.0.3 >/dev/null 2>&1 && ./node_modules/.bin/lab > $out/lab-fail.txt 2>&1
cd $work/japa && npm install --no-save --no-audit --no-fund @japa/runner@4.5.0 @japa/assert@4.2.0 >/dev/null 2>&1 && node bin/test.js > $out/japa-fail.txt 2>&1
cd $work/ok && {
	runghc Props.hs
	cd ctest && cmake -S . -B build >/dev/null 2>&1 && cmake --build build >/dev/null 2>&1 && cd build && ctest
} > $out/chatter-lang4d.txt 2>&1
for f in ctest-fail quickcheck-fail polyml-exception rhino-exception duktape-exception jruby-exception tinytest-fail \
	buttercup-fail haxe-exception lab-fail japa-fail chatter-lang4d; do
	sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt
done
