package main

import (
	"fmt"
	"io"

	"github.com/errbundle/errbundle/internal/godotaddon"
)

// godotCmd is errbundle godot: today one subcommand, addon.
func godotCmd(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "addon" {
		fmt.Fprintln(stderr, "Usage: errbundle godot addon [--dir PROJECT]")
		return 2
	}
	fs := newFlagSet("godot addon", "godot addon [--dir PROJECT]", stderr)
	dir := fs.String("dir", ".", "the Godot project (the directory of its project.godot)")
	if code, done := parseFlags(fs, args[1:]); done {
		return code
	}
	written, err := godotaddon.Write(*dir)
	if err != nil {
		fmt.Fprintf(stderr, "errbundle godot addon: %v\n", err)
		return 1
	}
	for _, f := range written {
		fmt.Fprintf(stdout, "wrote %s\n", f)
	}
	fmt.Fprintln(stdout, "Games and tool scripts run outside errbundle run now send their errors to the daemon (debug builds only).")
	return 0
}
