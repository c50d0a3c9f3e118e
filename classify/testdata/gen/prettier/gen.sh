#!/bin/sh
# Reruns the prettier and stylelint fixtures (npm packages): prettier
# --check with one unformatted and one unparsable file, and stylelint's
# default (string) formatter.
# Usage: BIN=/path/to/node_modules/.bin sh gen.sh; writes ../../new/{prettier,stylelint}-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-prettier
rm -rf $work && mkdir -p $work && cp -r $here/src $here/.stylelintrc.json $work/
cd $work
ln -s $BIN/.. node_modules
$BIN/prettier --check src > $out/prettier-check.txt 2>&1
$BIN/stylelint "src/**/*.css" > $out/stylelint-fail.txt 2>&1
# Only unformatted files: prettier's closing summary names no file.
rm src/broken.js
$BIN/prettier --check src > $out/prettier-check-style.txt 2>&1
