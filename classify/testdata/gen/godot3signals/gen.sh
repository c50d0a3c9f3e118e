#!/bin/sh
# Reruns the Godot 3 signals fixture (godot3-server 3.2.3): a signal emitted
# with the wrong arguments, a connection to a method that does not exist
# (a scene's [connection] and a Timer's), and an error in _process
# repeated every frame until the game quits.
# Usage: sh gen.sh; writes ../../new/godot3-signals.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-godot3signals
rm -rf $work && cp -r $here $work
export HOME=$work/home
mkdir -p $HOME
cd $work/game
timeout 20 godot3-server --path . > $out/godot3-signals.txt 2>&1
sed -i "s#$work#/project#g" $out/godot3-signals.txt
