package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/errbundle/errbundle/cli"
	"github.com/errbundle/errbundle/daemon"
	"github.com/errbundle/errbundle/ingest"
	"github.com/errbundle/errbundle/internal/godot"
	"github.com/errbundle/errbundle/relay"
)

const runSynopsis = `run [--name ID] [--addr ADDR] -- CMD [ARGS...]

Runs CMD, your dev server, with its output passing through to this terminal
unchanged, and streams that output to the daemon on --addr, starting the
daemon if none answers. Ctrl-C and SIGTERM go to CMD, and run exits with
CMD's exit code once CMD has stopped.

When CMD is a Godot 4.2+ game (godot, godot4, Godot_v4.x-stable_*, or a
launcher script naming Godot), run is also its remote debugger, unless
--remote-debug is given: see docs/godot.md.

Example:
  errbundle run -- npm run dev`

// runCmd runs a dev server as a child. ctx is not used to stop it: the
// signals that cancel ctx are forwarded to the child instead, and run waits
// for the child to exit.
func runCmd(_ context.Context, args []string, stderr io.Writer) int {
	fs := newFlagSet("run", runSynopsis, stderr)
	name := fs.String("name", "", "process id the agent sees (default: from the command, e.g. npm-run-dev; with the directory's name added when another project's process has that id)")
	addr := fs.String("addr", addrDefault(), "daemon address (env "+envAddr+")")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	command := fs.Args()
	switch {
	case len(command) == 0:
		fmt.Fprintln(stderr, "errbundle run: missing the command to run, after --")
		fs.Usage()
		return 2
	case len(args) == len(command) || args[len(args)-len(command)-1] != "--":
		// Without --, the command's own flags would be taken for run's.
		fmt.Fprintf(stderr, "errbundle run: put -- before the command: errbundle run -- %s\n", relay.CommandLine(command))
		fs.Usage()
		return 2
	case len(*name) > ingest.MaxProcessID:
		fmt.Fprintf(stderr, "errbundle run: --name: longer than %d bytes\n", ingest.MaxProcessID)
		fs.Usage()
		return 2
	}
	id := *name
	if id == "" {
		dir, _ := os.Getwd()
		id = cli.ProcessID(context.Background(), *addr, command, dir)
	}
	var revive func(context.Context) error
	if os.Getenv(daemon.EnvNoAutostart) == "" {
		// Without it, the output still passes through and is kept for a
		// daemon started some other way.
		revive = func(ctx context.Context) error { return daemon.Ensure(ctx, *addr, Version()) }
	}
	return relay.Supervise(relay.Child{Command: command, ID: id, Addr: *addr, Revive: revive,
		Stdin: os.Stdin, Stdout: os.Stdout, Stderr: stderr,
		Godot: godot.Debuggable(context.Background(), command)})
}
