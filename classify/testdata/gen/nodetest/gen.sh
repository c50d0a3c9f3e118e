#!/bin/sh
# Reruns the node --test fixtures: the spec reporter (a TTY's default is
# spec; piped it is TAP on Node 20, so both are asked for).
# Usage: sh gen.sh (from anywhere); writes ../../new/node-test-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-nodetest
rm -rf $work && mkdir -p $work && cp $here/*.mjs $work/
cd $work
node --test --test-reporter=spec 2>&1 | sed "s#$work#/project#g" > $out/node-test-spec.txt
node --test --test-reporter=tap 2>&1 | sed "s#$work#/project#g" > $out/node-test-tap.txt
# A test file that throws while loading (mocha's describe under node --test).
mkdir -p $work/crash && cp $here/crash.test.cjs $work/crash/
(cd $work/crash && node --test --test-reporter=spec 2>&1) | sed "s#$work#/project#g" > $out/node-test-crash.txt
