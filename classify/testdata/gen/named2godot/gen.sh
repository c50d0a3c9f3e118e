#!/bin/sh
# Reruns the second named-sweep Godot 3 round (godot3-server 3.2.3, Debian):
#   godot3-connect-leak  _ready: connect() to a signal that does not exist, a node's
#                        global_position read outside the tree, an invalid set index,
#                        load() of a missing scene then instance() on null; a Node
#                        never freed is reported as leaked at exit
# Usage: sh gen.sh; writes ../../new/godot3-connect-leak.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-named2godot
rm -rf $work && cp -r $here $work
export HOME=$work/home
mkdir -p $HOME
cd $work/game && timeout 20 godot3-server --path . > $out/godot3-connect-leak.txt 2>&1
sed -i "s#$work#/project#g" $out/godot3-connect-leak.txt
