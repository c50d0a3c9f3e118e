// Command errbundle tells an AI coding agent what just broke in the web app
// it is working on, and why. See README.md, or run errbundle help.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run dispatches a command line and returns the exit code.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch cmd, rest := args[0], args[1:]; cmd {
	case "serve":
		return serveCmd(ctx, rest, stderr)
	case "mcp":
		return mcpCmd(ctx, rest, stdin, stdout, stderr)
	case "run":
		return runCmd(ctx, rest, stderr)
	case "proxy":
		return proxyCmd(ctx, rest, stderr)
	case "attach":
		return attachCmd(ctx, rest, stderr)
	case "browser":
		return browserCmd(ctx, rest, stderr)
	case "observe":
		return observeCmd(ctx, rest, stdout, stderr)
	case "status":
		return statusCmd(ctx, rest, stdout, stderr)
	case "skill":
		return skillCmd(rest, stdout, stderr)
	case "godot":
		return godotCmd(rest, stdout, stderr)
	case "version", "--version", "-version":
		fmt.Fprintf(stdout, "errbundle %s\n", Version())
		return 0
	case "help", "--help", "-help", "-h":
		if len(rest) > 0 {
			return run(ctx, []string{rest[0], "--help"}, stdin, stdout, stderr)
		}
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "errbundle: unknown command %q\n\n%s", cmd, usage)
		return 2
	}
}

const usage = `errbundle tells an AI coding agent what just broke in the web app it is
working on, and why: browser errors with the requests, actions and logs that
led to them, and dev-server output, in one MCP tool call.

Usage:
  errbundle serve [flags]              run the daemon in the foreground (127.0.0.1:7373)
  errbundle mcp [flags]                serve MCP over stdio, starting the daemon if needed
  errbundle run [--name ID] -- CMD...  run a dev server and stream its output to the daemon
  errbundle proxy TARGET               serve a dev server with capture in every page, any browser
  errbundle attach [--cdp URL]         record a browser another tool drives, over its DevTools port
  errbundle browser [URL...]           start Chromium with a DevTools port and record it
  errbundle observe <what> [flags]     print what the MCP tool observe returns, for this project
  errbundle status                     show the daemon, its processes and ports, recent tabs
  errbundle skill install [--dir DIR]  install the agent skill (default ~/.claude/skills/errbundle)
  errbundle godot addon [--dir DIR]    add the errbundle addon to a Godot 4.5+ project
  errbundle version                    print the version
  errbundle help [command]             show help

Run "errbundle help <command>" for a command's flags.
`
