#!/bin/sh
# Reruns the shell fixtures: the same script under dash (sh) and bash (a
# missing command, a missing directory, a missing file), bash's set -u, and
# a syntax error in both. stdout and stderr together.
# Usage: sh gen.sh (from anywhere); writes ../../new/sh-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-sh
rm -rf $work && mkdir -p $work && cp $here/*.sh $work/
cd $work
dash deploy.sh > $out/sh-dash.txt 2>&1
bash deploy.sh > $out/sh-bash.txt 2>&1
bash strict.sh > $out/sh-bash-unbound.txt 2>&1
{ dash syntax.sh; bash syntax.sh; } > $out/sh-syntax.txt 2>&1
