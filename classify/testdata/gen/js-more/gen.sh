#!/bin/sh
# Reruns the last fixtures of the held-out check (not tuned on):
# concurrently running an API that throws at start and tsup on a file that
# does not parse; oxlint; ts-jest with a type error in a test; rspack with
# a missing package and a syntax error. TOOLS has concurrently 9, tsup 8,
# oxlint, ts-jest 29 with jest and typescript 5, and @rspack/cli (npm).
# Usage: sh gen.sh; writes ../../new/{concurrently-dev,oxlint-src,ts-jest-type,rspack-build}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js-tools2/node_modules/.bin}
work=/tmp/eb-gen-js-more
rm -rf $work && mkdir -p $work && cp -r $here/app $here/tsj $here/rsp $work/
for d in app tsj rsp; do ln -s $(cd $TOOLS/.. && pwd) $work/$d/node_modules; done
export PATH=$TOOLS:$PATH
cd $work/app
API_PORT=abc timeout 20 npm run --silent dev > $out/concurrently-dev.txt 2>&1
npm run --silent lint > $out/oxlint-src.txt 2>&1
cd $work/tsj
echo '{}' > package.json
CI=1 jest > $out/ts-jest-type.txt 2>&1
cd $work/rsp
echo '{}' > package.json
rspack build --entry ./src/index.js --mode development > $out/rspack-build.txt 2>&1
sed -i "s#$work#/project#g; s#$(cd $TOOLS/../.. && pwd)#/tools#g" $out/concurrently-dev.txt $out/oxlint-src.txt $out/ts-jest-type.txt $out/rspack-build.txt
