// Package godot lets errbundle run be the remote debugger of a Godot 4
// game, to hear what its console never prints: the GDScript analyzer's
// warnings, and every error with its script line and backtrace on the
// Godot versions (4.2–4.4) whose console has neither.
//
//	if godot.Debuggable(ctx, command) {
//		d, _ := godot.Listen()
//		command = godot.WithDebugger(command, d.URI()) // --remote-debug tcp://127.0.0.1:PORT
//		cmd := exec.Command(command[0], command[1:]...)
//		cmd.Start()
//		go d.Serve(cmd.Process.Pid, func(e godot.Error) { report(e.Message(), e.Location(), e.Block()) })
//	}
//
// # Which commands
//
// [Debuggable] is true for a Godot 4.2+ executable (godot, godot4,
// Godot_v4.3-stable_linux.x86_64, a path to one) or a launcher script
// that names Godot, judged by the banner of --version, when the command
// runs a game whose debugger the user has not chosen. --version is never
// run on a command that does not name Godot. Godot 3 speaks another
// protocol and is left to its console output; so is a game the user
// passed --remote-debug, and the editor.
//
// # The protocol
//
// The game connects out to the debugger. Each message is a little-endian
// uint32 length, then a Variant (Godot's core/io/marshalls.cpp) holding an
// Array [name, thread_id, data] ([ReadMessage], [AppendMessage]); [Decode]
// and [Encode] read and write the Variant types the protocol uses. An
// "error" message's data is read by [ParseError]. [Debugger.Serve] sends
// set_ignore_error_breaks at once and continue on every debug_enter, so a
// script error or a breakpoint never pauses the game.
//
// # Who may connect
//
// A web page can POST to any loopback port, and any local process can
// connect. The [Debugger] listens on 127.0.0.1 only, takes one
// connection, and closes any other: one not opened by the game's process
// tree (on Linux, its socket inode found in the tree's fds, see
// scope.ConnectedFrom), and one whose first bytes are not a debugger
// message: an HTTP request's "POST" reads as a length past any message's.
// A message is at most [MaxMessage] bytes read; Variants nest at most 64
// deep, and no count allocates past the bytes that hold it.
package godot
