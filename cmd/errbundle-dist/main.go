// Command errbundle-dist writes a release into a directory: an archive per
// platform, the extension packaged for Chromium and Firefox, and
// SHA256SUMS. `make dist` runs it; see package internal/release.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"github.com/errbundle/errbundle/internal/release"
)

func main() {
	out := flag.String("out", "dist", "directory to write")
	version := flag.String("version", "", "the release's version (make dist passes git describe, or the VERSION file)")
	targets := flag.String("targets", "", "comma-separated GOOS/GOARCH pairs (default: linux, darwin and windows on amd64 and arm64)")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	c := release.Config{Root: ".", Out: *out, Version: *version,
		Log: func(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }}
	for _, t := range strings.Split(*targets, ",") {
		if t == "" {
			continue
		}
		goos, arch, ok := strings.Cut(t, "/")
		if !ok {
			fmt.Fprintf(os.Stderr, "errbundle-dist: -targets: %q is not GOOS/GOARCH\n", t)
			os.Exit(2)
		}
		c.Targets = append(c.Targets, release.Target{OS: goos, Arch: arch})
	}
	if _, err := release.Write(ctx, c); err != nil {
		fmt.Fprintln(os.Stderr, "errbundle-dist:", err)
		os.Exit(1)
	}
}
