#!/bin/sh
# Reruns the blind-round fixtures: written, their expectations written by
# hand, and measured against the classifier as it stood, before any change.
#   php-headers-sent     php -d log_errors=On -S: a header after output, a TypeError calling a view (strict types); Debian's php.ini logs errors, displays none
#   unittest-subtest     python3 -m unittest: a subTest failure and an error, an expected failure
#   go-test-clean-v      go test -v of passing and skipped tests whose logs mention errors and panics
#   rust-build-script    cargo build: a build script that panics
#   gcc-werror           make with -Werror: warnings turned errors
#   elixir-test-compile  mix test on a test file that does not compile
# Usage: sh gen.sh; writes ../../new/<name>.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-blind
rm -rf $work && cp -r $here $work
cd $work/php
php -d log_errors=On -S 127.0.0.1:18491 index.php > server.log 2>&1 &
pid=$!
sleep 1
for p in /ok /login /price; do curl -s -o /dev/null http://127.0.0.1:18491$p || true; done
sleep 1
kill $pid
cp server.log $out/php-headers-sent.txt
cd $work/py && /usr/bin/python3 -m unittest test_units > $out/unittest-subtest.txt 2>&1
cd $work/gotest && GOTOOLCHAIN=local go test -count=1 -v ./... > $out/go-test-clean-v.txt 2>&1
cd $work/rsbuild && CARGO_TERM_COLOR=never cargo build --offline > $out/rust-build-script.txt 2>&1
cd $work/werror && make > $out/gcc-werror.txt 2>&1
cd $work/exapp && MIX_HOME=$work/.mix HEX_OFFLINE=1 mix test > $out/elixir-test-compile.txt 2>&1
sed -i "s#$work#/project#g" $out/php-headers-sent.txt $out/unittest-subtest.txt $out/go-test-clean-v.txt $out/rust-build-script.txt $out/gcc-werror.txt $out/elixir-test-compile.txt
