#!/bin/sh
# Reruns the Godot 3 fixtures with the headless server build.
# Usage: sh gen.sh; writes ../../new/godot3-*.txt.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-godot3
rm -rf $work && cp -r $here/game $work
cd $work
# A writable HOME keeps the engine's make_dir complaint out; the locale
# errors ("Invalid locale 'C'") are real startup chatter and are kept.
export HOME=$work/home
mkdir -p $HOME
# The runtime errors: player.gd warns, errors, misses a node, adds to null.
timeout 20 godot3-server --path . > $out/godot3-runtime.txt 2>&1 || true
# A parse error in a script: --check-only loads it without running.
timeout 20 godot3-server --path . --check-only -s broken.gd > $out/godot3-parse.txt 2>&1 || true
# Healthy: a script that prints and quits (the locale complaints stay).
timeout 20 godot3-server --path . -s clean.gd > $out/godot3-clean.txt 2>&1 || true
sed -i "s#$work#/project#g" $out/godot3-runtime.txt $out/godot3-parse.txt $out/godot3-clean.txt
