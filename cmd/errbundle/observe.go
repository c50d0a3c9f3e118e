package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/errbundle/errbundle/cli"
	"github.com/errbundle/errbundle/observe"
)

func observeCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return cli.Observe(ctx, args, addrDefault(), observe.WorkingRoot(), stdout, stderr)
}

func statusCmd(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("status", "status [--addr ADDR] [--json]\n\nShows the daemon's version, address and buffers, the processes it knows\n(errbundle run) with their ports and project directories, and the browser\ntabs heard from in the last minute; the MCP client configuration files\n(Claude Code, Cursor, VS Code, Windsurf) that name errbundle; and what is\nmissing (no tab, no process, no client, failing source maps), each with\nthe line that fixes it.", stderr)
	addr := fs.String("addr", addrDefault(), "daemon address (env "+envAddr+")")
	asJSON := fs.Bool("json", false, "print the status as JSON")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	home, _ := os.UserHomeDir()
	dir, _ := os.Getwd()
	return cli.Status(ctx, *addr, home, dir, *asJSON, stdout, stderr)
}

func skillCmd(args []string, stdout, stderr io.Writer) int {
	const synopsis = "skill install [--dir DIR]\n\nInstalls the errbundle agent skill (SKILL.md), which teaches an agent to\nrun errbundle observe after each change, into DIR."
	if len(args) == 0 || args[0] != "install" {
		if len(args) > 0 && (args[0] == "--help" || args[0] == "-h" || args[0] == "-help") {
			fmt.Fprintf(stdout, "Usage: errbundle %s\n", synopsis)
			return 0
		}
		fmt.Fprintf(stderr, "Usage: errbundle %s\n", synopsis)
		return 2
	}
	fs := newFlagSet("skill install", synopsis, stderr)
	dir := fs.String("dir", cli.DefaultSkillDir(), "the skill's folder")
	if code, done := parseFlags(fs, args[1:]); done {
		return code
	}
	path, err := cli.InstallSkill(*dir)
	if err != nil {
		fmt.Fprintln(stderr, "errbundle", err)
		return 1
	}
	fmt.Fprintf(stdout, "installed %s\n", path)
	return 0
}
