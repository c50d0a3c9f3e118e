#!/bin/sh
# ci-sweep, batch D: package managers on a CI, where installs must not
# change the lockfile. p/ and y/ declare is-odd, which their lockfiles
# (written before it was added) lack:
#   ci-pnpm-frozen     CI=true pnpm install: frozen-lockfile is on by default on a CI,
#                      ERR_PNPM_OUTDATED_LOCKFILE (elsewhere pnpm updates the lockfile)
#   ci-yarn-immutable  CI=true yarn install: Yarn 4's enableImmutableInstalls is on on a
#                      CI: the lockfile diff as YN0028 rows, then "The lockfile would have
#                      been modified by this install, which is explicitly forbidden."
#   ci-yarn-gha        the same with GITHUB_ACTIONS=true: each step in "::group::" /
#                      "::endgroup::", colours on a pipe, the YN0028 rows repeated after
# Tools: `npm ci` of package.json + package-lock.json here (pnpm 10.34.9, Yarn 4.18.1
# from @yarnpkg/cli-dist), node v20.20.2; the installs ask the npm registry.
# Usage: sh gen.sh; writes ../../new/ci-{pnpm,yarn}-*.txt.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
tools=/tmp/eb-gen-ci-pm
work=/tmp/eb-gen-ci-pm-work
mkdir -p $tools && cp $here/package.json $here/package-lock.json $tools/
[ -d $tools/node_modules ] || (cd $tools && npm ci --no-audit --no-fund)
bin=$tools/node_modules/.bin
rm -rf $work && mkdir -p $work && cp -r $here/p $here/y $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
unset FORCE_COLOR NO_COLOR
cd $work/p && env CI=true $bin/pnpm install > $out/ci-pnpm-frozen.txt 2>&1 || true
cd $work/y && env CI=true $bin/yarn install > $out/ci-yarn-immutable.txt 2>&1 || true
cd $work/y && env CI=true GITHUB_ACTIONS=true $bin/yarn install > $out/ci-yarn-gha.txt 2>&1 || true
sed -i "s#$work#/project#g" $out/ci-pnpm-frozen.txt $out/ci-yarn-immutable.txt $out/ci-yarn-gha.txt
