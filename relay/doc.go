// Package relay carries a wrapped dev server's output to the errbundle
// daemon without ever slowing the output down on its way to the terminal.
//
// [Supervise] runs the child (errbundle run -- CMD), with [EnvRun] in its
// environment so that what it starts knows errbundle reads its output: it reads the child's stdout and stderr in chunks, writes each
// chunk to the terminal through a [Console], cuts it into lines with a
// [Splitter], and hands each line to a [Sender], which timestamps it and
// posts it to POST /v1/process in small batches:
//
//	s := relay.NewSender(relay.Config{URL: "http://127.0.0.1:7373/v1/process", ProcessID: "npm-run-dev"})
//	s.Start("npm run dev", "/home/me/app", 4242)
//	sp := relay.NewSplitter(func(text string) { s.Line("stderr", text) })
//	sp.Write(chunk)
//	sp.Flush()
//	s.Exit(0)
//	s.Close(ctx)
//
// # Delivery
//
// A [Sender] queues events in a bounded backlog and delivers them from its
// own goroutine, so queueing never blocks. While the daemon is away it
// retries with backoff, asks [Config.Revive] to start it again now and then,
// and drops the oldest events once the backlog is full, counting them (see
// [Sender.Stats]).
//
// A Sender without a ProcessID carries errbundle proxy's recorded requests
// instead, queued with [Sender.Network] and posted to POST /v1/events, with
// the same backlog and reconnection.
//
// # The child's group
//
// What the child starts (npm → node → esbuild) must get the signals run
// gets, once, and go when the child goes. group_unix.go puts it in a
// process group of its own and hands it the terminal; group_windows.go in
// a console process group (Ctrl-C passed on as CTRL_BREAK_EVENT) and a job
// object that kills the tree when run exits.
//
// # Godot
//
// When [Child.Godot] is set, Supervise is also the game's remote debugger
// (package internal/godot): it adds --remote-debug for a private loopback
// port and queues each error the game sends as a problem event
// ([Sender.Problem]), so that the analyzer's warnings and the script
// backtraces reach the daemon beside the console's lines.
//
// # Lines
//
// A [Splitter] splits on "\n", drops a trailing "\r", caps a line at
// [MaxLine] bytes and, on [Splitter.Flush], emits a last line that had no
// newline.
//
// # Notices
//
// A [Console] passes the child's bytes through untouched and holds the
// relay's own one-line notices until the terminal is at the start of a
// line, so they never land in the middle of the child's output.
package relay
