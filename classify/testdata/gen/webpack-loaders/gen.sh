#!/bin/sh
# Reruns the webpack 5 loader-chain fixture: babel-loader on JS importing a
# module that does not exist, and style-loader!css-loader on CSS whose
# url() names a missing image. TOOLS has webpack, webpack-cli, babel-loader,
# @babel/core, css-loader and style-loader (npm install ...).
# Usage: sh gen.sh; writes ../../new/webpack5-loaders.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools/node_modules/.bin}
work=/tmp/eb-gen-webpack-loaders
rm -rf $work && mkdir -p $work && cp -r $here/src $here/webpack.config.js $work/
ln -s $(cd $TOOLS/.. && pwd) $work/node_modules
cd $work
echo '{}' > package.json
$TOOLS/webpack > $out/webpack5-loaders.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/webpack5-loaders.txt
