#!/bin/sh
# Reruns the ninth named-sweep round (held out: recorded after the fixes of rounds 1-8).
# Elixir 1.14.0 + mix, PHPUnit 9.6.7 (Debian).
#   exunit-setup-raise   mix test: a clause that can never match and an undefined module
#                        attribute (compile warnings), a setup callback that raises
#   phpunit-depends      phpunit: a failing test and the test that depends on it (skipped)
# Usage: sh gen.sh; writes ../../new/*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-named9
rm -rf $work && cp -r $here $work
export MIX_HOME=$work/.mix HEX_OFFLINE=1
cd $work/ex/clauses && mix test --seed 0 > $out/exunit-setup-raise.txt 2>&1
cd $work/unit && phpunit tests > $out/phpunit-depends.txt 2>&1
for n in exunit-setup-raise phpunit-depends; do sed -i "s#$work#/project#g" $out/$n.txt; done
