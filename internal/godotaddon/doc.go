// Package godotaddon writes errbundle's Godot addon into a Godot 4.5+
// project: what `errbundle godot addon` does.
//
// A Godot game run under `errbundle run` needs nothing: errbundle reads its
// console. The addon is for the rest — a game started from the editor, or
// by hand, and tool scripts run in the editor — as errbundle run never
// sees their output. It registers a Godot Logger (OS.add_logger, Godot
// 4.5+) that writes each error the engine reports (push_error, a null
// instance, a failed get_node, a script error) as Godot prints it on the
// console, with its GDScript backtrace, and posts those lines to the
// daemon's POST /v1/process as a process of their own, "godot:<project>"
// ("godot-editor:<project>" for the editor's tool scripts). The daemon's
// classifier then reads them exactly as it reads a game's console: one
// reader for both ways in.
//
//	if err := godotaddon.Write("path/to/project"); err != nil { … }
//
// # The files
//
// [Write] puts the files of the embedded addon/ folder in
// addons/errbundle/ and registers, in project.godot, the autoload that
// adds the Logger in the game and the editor plugin that adds it in the
// editor. The Logger only formats and queues (Godot calls it from any
// thread, under a Mutex); a thread of its own posts batches, so the game
// never waits on the network, and when no daemon answers the lines are
// dropped quietly. It is off in exported release builds
// (OS.is_debug_build) and in anything errbundle run started (the
// ERRBUNDLE_RUN variable, see relay.EnvRun), whose console is read
// already: no error is reported twice.
//
// # Which project
//
// The start event names the project directory, proven with the daemon's
// token (package proctoken) read from the user's cache directory as
// errbundle run sends it: the errors then belong to the project whose
// roots hold that directory. Without the token the daemon keeps the
// errors without a directory, and they belong to every project.
package godotaddon
