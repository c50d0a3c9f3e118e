#!/bin/sh
# Reruns the named-sweep Godot 3 fixtures (godot3-server 3.2.3, Debian):
#   godot3-runtime-kinds  _ready: push_warning, push_error, division by zero, a typed
#                         argument given a String, a get on a missing key;
#                         _physics_process: a call on null
#   godot3-tool-script    godot3-server -s build_atlas.gd (extends SceneTree): printerr,
#                         push_error, index out of bounds; --check-only on an undeclared
#                         identifier and on mixed indentation
#   godot3-healthy        a scene that prints and quits (engine chatter only: must give nothing)
# Usage: sh gen.sh; writes ../../new/godot3-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-namedgodot
rm -rf $work && cp -r $here $work
export HOME=$work/home
mkdir -p $HOME
cd $work/game && timeout 20 godot3-server --path . > $out/godot3-runtime-kinds.txt 2>&1
cd $work/tool && { timeout 20 godot3-server --path . -s build_atlas.gd; timeout 20 godot3-server --path . --check-only -s undeclared.gd; timeout 20 godot3-server --path . --check-only -s indent.gd; } > $out/godot3-tool-script.txt 2>&1
cd $work/ok && timeout 20 godot3-server --path . > $out/godot3-healthy.txt 2>&1
sed -i "s#$work#/project#g" $out/godot3-runtime-kinds.txt $out/godot3-tool-script.txt $out/godot3-healthy.txt
