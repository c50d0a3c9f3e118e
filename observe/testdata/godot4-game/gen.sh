#!/bin/sh
# Rebuilds console.txt: the stderr of this game (main.gd: a push_warning, a
# push_error one call down, a method call on a null instance) run headless
# by real Godot 4 (ERRBUNDLE_GODOT, else the launcher .ci/godot.sh prints),
# stdin from /dev/null. Recorded with Godot 4.6.3 (Debian sid 4.6.3+ds-3).
set -e
here=$(cd "$(dirname "$0")" && pwd)
godot=${ERRBUNDLE_GODOT:-$(bash "$here/../../../.ci/godot.sh")}
work=/tmp/eb-gen-godot4-game
rm -rf $work && mkdir -p $work && cp $here/project.godot $here/main.tscn $here/main.gd $work/
"$godot" --headless --path $work </dev/null >/dev/null 2>$here/console.txt
rm -rf $work
