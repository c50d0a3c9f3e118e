#!/bin/sh
# ci-sweep: JS tools whose output changes where AI agents run them: CI=true
# (agent sandboxes set it to stop prompts), GITHUB_ACTIONS=true (agents run
# as Actions), no TTY (a pipe), NO_COLOR=1. Only the variants whose output
# differs from the default (already recorded elsewhere) are written:
#   ci-vitest-gha      vitest run, GITHUB_ACTIONS=true: its github-actions reporter
#                      adds "::error file=...,title=...,line=...,column=...::msg%0A..."
#                      after the usual report (FORCE_COLOR=1 on the pipe, as some agents set)
#   ci-bun-test-gha    bun test, GITHUB_ACTIONS=true: "::group::file:" ... "::endgroup::"
#                      around each file and "::error file=...,line=...,col=...,title=...::"
#                      before each failure's report
#   ci-biome-gha       biome ci, GITHUB_ACTIONS=true: "::warning"/"::error" annotations
#                      first, then the usual diagnostics
#   ci-playwright-ci   playwright test, CI=true: the dot reporter ("××F·") and the
#                      config's retries (2 on a CI): one failure reported three times
#   ci-turbo-gha       turbo run build, GITHUB_ACTIONS=true: each task's log in
#                      "::group::pkg:task" / "::endgroup::" without the "pkg:task: "
#                      prefix, a failed one under its red name alone, "::error::" repeat
# Checked and not recorded (their output is the default one): jest 30 (jst/: CI=true and
# GITHUB_ACTIONS=true print the same report; its github-actions reporter is opt-in), vitest
# under CI=true alone, biome lint (not ci), Playwright under GITHUB_ACTIONS (as under CI).
# Tools: `npm ci` in a copy of this directory (package.json + package-lock.json):
# vitest 4.1.12, bun 1.4.5, @biomejs/biome 2.6.8, @playwright/test 1.65.1 (system
# Chromium /usr/bin/chromium), turbo 2.11.11; node 20.20.2, npm 11.
# Usage: sh gen.sh; writes ../../new/ci-*.txt. Paths are rewritten to /project.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
tools=/tmp/eb-gen-ci-js
work=/tmp/eb-gen-ci-js-work
mkdir -p $tools && cp $here/package.json $here/package-lock.json $tools/
[ -d $tools/node_modules ] || (cd $tools && npm ci --no-audit --no-fund)
bin=$tools/node_modules/.bin
rm -rf $work && mkdir -p $work && cp -r $here/vt $here/bt $here/bio $here/pw $here/turbo $work/ && cd $work
case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
for d in vt bt pw turbo; do ln -s $tools/node_modules $d/node_modules; done
unset FORCE_COLOR NO_COLOR
run() { name=$1; shift; "$@" > $out/ci-$name.txt 2>&1 || true; }
cd $work/vt && run vitest-gha env CI=true GITHUB_ACTIONS=true FORCE_COLOR=1 $bin/vitest run
cd $work/bt && run bun-test-gha env CI=true GITHUB_ACTIONS=true NO_COLOR=1 $bin/bun test
cd $work/bio && run biome-gha env CI=true GITHUB_ACTIONS=true NO_COLOR=1 $bin/biome ci src
cd $work/pw && echo '{}' > package.json && run playwright-ci env CI=true NO_COLOR=1 timeout 120 $bin/playwright test
cd $work/turbo && git init -q . && npm install --package-lock-only --no-audit --no-fund >/dev/null 2>&1 &&
	run turbo-gha env CI=true GITHUB_ACTIONS=true NO_COLOR=1 TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 $bin/turbo run build
sed -i "s#$work#/project#g; s#$tools/node_modules#/project/node_modules#g; s#$HOME#/root#g" $out/ci-vitest-gha.txt $out/ci-bun-test-gha.txt $out/ci-biome-gha.txt $out/ci-playwright-ci.txt $out/ci-turbo-gha.txt
