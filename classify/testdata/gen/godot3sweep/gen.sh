#!/bin/sh
# Reruns the second set of Godot 3 fixtures (godot3-server 3.2.3, Debian):
#   godot3-script-errors  four nodes' _ready: a method on a null instance two
#                         scripts deep, a missing dictionary key, an array index
#                         out of bounds, a failed assert (debug build)
#   godot3-missing-res    a scene whose texture is missing and whose script
#                         preloads a missing script; --check-only of a script
#                         with a type error
# Usage: sh gen.sh; writes ../../new/godot3-{script-errors,missing-res}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-godot3sweep
rm -rf $work && cp -r $here $work
export HOME=$work/home
mkdir -p $HOME
cd $work/game
timeout 20 godot3-server --path . > $out/godot3-script-errors.txt 2>&1
cd $work/res
{ timeout 20 godot3-server --path . ; timeout 20 godot3-server --path . --check-only -s typed.gd; } > $out/godot3-missing-res.txt 2>&1
sed -i "s#$work#/project#g" $out/godot3-script-errors.txt $out/godot3-missing-res.txt
