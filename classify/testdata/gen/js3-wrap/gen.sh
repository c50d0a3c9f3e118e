#!/bin/sh
# js-sweep-3, batch B: the wrappers users put in front of a dev command.
# Tools: `npm ci` in this directory (package.json + package-lock.json; node_modules is git-ignored):
# concurrently 9.2.5, npm-run-all2 8.0.4, cross-env 10.1.0, dotenv-cli 11.0.0, wireit 0.14.13,
# turbo 2.11.11, tsx 4.23.15, ts-node 10.9.2 + typescript 7.0.2 (and typescript5 = npm:typescript@5.9.3, ts-node's
# --compiler: TypeScript 7 has no JS API and ts-node crashes on it), nodemon 3.1.14, pm2 7.0.4; npm 11.19.1,
# node 20.20.2. The program is wr/ (an npm workspace: packages/api, packages/web).
# Usage: sh gen.sh; writes ../../new/js3w-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-js3-wrap
rm -rf $work && mkdir -p $work && cp -r $here/wr/. $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
ln -s $here/node_modules node_modules
git init -q . # wireit and turbo want a repository
export NO_COLOR=1 PATH=$work/node_modules/.bin:$PATH
run() { name=$1; shift; "$@" > $out/js3w-$name.txt 2>&1; }
run npm-run npm run dev:api
run npm-workspace npm run build -w packages/api
run concurrently-colour env -u NO_COLOR FORCE_COLOR=1 npm run dev
run run-p npm run all
run cross-env npm run prod
run dotenv npm run env
run wireit npm run build
run turbo timeout 60 turbo run build --no-daemon
run ts-node-ts7 ts-node packages/api/src/typed.ts
run ts-node ts-node --compiler typescript5 packages/api/src/typed.ts
# tsx watch: the crash, then watch.ts is fixed and reruns; stopped after 8 s.
( tsx watch packages/api/src/watch.ts > $out/js3w-tsx-watch.txt 2>&1 & pid=$!; sleep 4
  sed -i "s/{\"items\": null}/{\"items\": []}/" packages/api/src/watch.ts; sleep 4; kill $pid )
# nodemon running ts-node on the same file
( nodemon --exec 'ts-node --compiler typescript5' packages/api/src/typed.ts > $out/js3w-nodemon-ts-node.txt 2>&1 & pid=$!; sleep 8; kill $pid )
# pm2 in the foreground: the app crashes and pm2 restarts it twice; stopped after 6 s.
export PM2_HOME=$work/.pm2
( pm2 start packages/api/server.js --name api --max-restarts 2 --no-daemon > $out/js3w-pm2.txt 2>&1 & pid=$!; sleep 6; kill $pid; sleep 1; pm2 kill >/dev/null 2>&1 )
sed -i "s#$work#/project#g; s#$here/node_modules#/project/node_modules#g; s#$HOME#/root#g" $out/js3w-*.txt
