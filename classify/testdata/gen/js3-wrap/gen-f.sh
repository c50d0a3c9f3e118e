#!/bin/sh
# js-sweep-3, batch F (held-out probe: made and measured after batch E's fixes): yarn 4 (berry, Plug'n'Play)
# scripts, workspace and foreach runs, a script whose command is not installed (PnP), a missing script under yarn and npm, cross-env with a command that
# does not exist. Tools: as gen.sh (npm ci here), plus @yarnpkg/cli-dist 4.18.1 (yarn 4 as an npm package;
# repo.yarnpkg.com is out of reach, so corepack cannot fetch it). Program: f/wr3 (wr/ with
# "packageManager": "yarn@4.18.1"). Usage: sh gen-f.sh; writes ../../new/js3f-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-js3-wrap-f
rm -rf $work && mkdir -p $work && cp -r $here/f/wr3/. $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen-f.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
export NO_COLOR=1 YARN_ENABLE_GLOBAL_CACHE=0 YARN_ENABLE_TELEMETRY=0 COREPACK_ENABLE_STRICT=0
yarn() { node $here/node_modules/@yarnpkg/cli-dist/bin/yarn.js "$@"; }
run() { name=$1; shift; "$@" > $out/js3f-$name.txt 2>&1; }
yarn install > /dev/null 2>&1
run yarn-run yarn run dev:api
run yarn-workspace yarn workspace @shop/api run build
run yarn-foreach yarn workspaces foreach -A run build
run yarn-command-not-found yarn run dev
run yarn-missing-script yarn run nope
ln -s $here/node_modules node_modules.npm
run npm-missing-script npm run start
PATH=$here/node_modules/.bin:$PATH run cross-env-enoent npm run ghost
sed -i "s#$work#/project#g; s#$here/node_modules#/project/node_modules#g; s#$HOME#/root#g" $out/js3f-*.txt
