#!/bin/sh
# Reruns the second blind round (written, expectations by hand, measured
# before any change):
#   godot3-autoload    godot3-server 3.2.3: an autoload's push_error, add_child(null),
#                      a missing scene, a call to a missing method
#   phpunit-testdox    phpunit --testdox (9.6.7): a failure and a missing exception
#   exunit-trace       mix test --trace (Elixir 1.14): an Enum.EmptyError, a skipped test
#   pytest-tb-short    pytest --tb=short (7.2.1): a ValueError and an assertion
#   cargo-doctest      cargo test (1.95.0): a failing doc test
#   rspec-documentation rspec --format documentation (RSpec 3): a float, a nil, a pending
#   json-tool          python3 -m json.tool settings.json: a missing comma
# Usage: sh gen.sh; writes ../../new/<name>.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-blind2
rm -rf $work && cp -r $here $work
mkdir -p $work/home
cd $work/godot/game && HOME=$work/home timeout 20 godot3-server --path . > $out/godot3-autoload.txt 2>&1
cd $work/phpunit && phpunit --testdox tests > $out/phpunit-testdox.txt 2>&1
cd $work/exapp && MIX_HOME=$work/.mix HEX_OFFLINE=1 mix test --trace --seed 0 > $out/exunit-trace.txt 2>&1
cd $work/pytest && /usr/bin/python3 -m pytest -p no:cacheprovider --tb=short -q > $out/pytest-tb-short.txt 2>&1
cd $work/cargo && CARGO_TERM_COLOR=never RUST_BACKTRACE=0 cargo test --offline > $out/cargo-doctest.txt 2>&1
cd $work/rspec && rspec --format documentation > $out/rspec-documentation.txt 2>&1
cd $work/json && /usr/bin/python3 -m json.tool settings.json > $out/json-tool.txt 2>&1
for f in godot3-autoload phpunit-testdox exunit-trace pytest-tb-short cargo-doctest rspec-documentation json-tool; do
	sed -i "s#$work#/project#g" $out/$f.txt
done
