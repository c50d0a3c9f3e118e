#!/bin/sh
# Reruns the ESLint fixtures (stylish and unix formats). TOOLS is a
# node_modules/.bin with eslint@9 and eslint-formatter-unix installed beside it.
# Usage: sh gen.sh; writes ../../new/eslint-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/work/scratch-classify/node_modules/.bin}
work=/tmp/eb-gen-eslint
rm -rf $work && mkdir -p $work && cp -r $here/src $here/eslint.config.js $work/
ln -s $TOOLS/.. $work/node_modules
cd $work
echo '{"type":"module"}' > package.json
$TOOLS/eslint src > $out/eslint-stylish.txt 2>&1
$TOOLS/eslint -f unix src > $out/eslint-unix.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/eslint-stylish.txt $out/eslint-unix.txt
