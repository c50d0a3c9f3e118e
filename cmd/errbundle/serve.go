package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/daemon"
	"github.com/errbundle/errbundle/ingest"
)

// envAddr overrides daemon.DefaultAddr for every command.
const envAddr = "ERRBUNDLE_ADDR"

func addrDefault() string {
	if a := os.Getenv(envAddr); a != "" {
		return a
	}
	return daemon.DefaultAddr
}

// listFlag collects a repeatable string flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

// newFlagSet returns a flag set that reports errors instead of exiting, so
// that commands can return exit code 2 with their usage.
func newFlagSet(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: errbundle %s\n\nFlags:\n", synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args and says what exit code, if any, the command must
// return now: 0 for --help, 2 for a bad flag.
func parseFlags(fs *flag.FlagSet, args []string) (exit int, done bool) {
	switch err := fs.Parse(args); {
	case errors.Is(err, flag.ErrHelp):
		return 0, true
	case err != nil:
		return 2, true
	}
	return 0, false
}

func serveCmd(ctx context.Context, args []string, stderr io.Writer) int {
	c := daemon.Config{Version: Version(), SetMemoryLimit: true, Autostarted: os.Getenv(daemon.EnvAutostarted) != ""}
	// Not passed on: what this daemon might start was not autostarted.
	os.Unsetenv(daemon.EnvAutostarted)
	var origins, readers listFlag
	var noState bool
	fs := newFlagSet("serve", "serve [flags]", stderr)
	fs.StringVar(&c.Addr, "addr", addrDefault(), "listen address (env "+envAddr+")")
	fs.BoolVar(&c.AllowNonLoopback, "allow-non-loopback", false, "allow listening on a non-loopback address (exposes your telemetry to the network)")
	fs.Var(&origins, "allow-origin", "extra browser origin allowed to send telemetry, e.g. https://app.test:8443 (repeatable)")
	fs.Var(&readers, "allow-reader", "extra browser origin allowed to read what is captured (MCP, status, screenshots), e.g. a Firefox install's moz-extension://<uuid> (repeatable; errbundle's Chromium extension always may)")
	fs.IntVar(&c.Store.MaxErrors, "max-errors", capture.DefaultMaxErrors, "errors kept")
	fs.IntVar(&c.Store.MaxLogs, "max-logs", capture.DefaultMaxLogs, "console logs kept")
	fs.IntVar(&c.Store.MaxRequests, "max-requests", capture.DefaultMaxRequests, "network requests kept")
	fs.IntVar(&c.Store.MaxActions, "max-actions", capture.DefaultMaxActions, "user actions kept")
	fs.IntVar(&c.Store.MaxLines, "max-lines", capture.DefaultMaxLines, "dev-server output lines kept")
	fs.Int64Var(&c.Store.MaxBytes, "max-bytes", capture.DefaultMaxBytes, "byte budget of all buffers together")
	fs.IntVar(&c.Store.MaxBody, "max-body", capture.DefaultMaxBody, "bytes kept of each request or response body")
	fs.Int64Var(&c.SourceMapBytes, "max-source-map-bytes", 0, "memory budget of the cache of decoded source maps (default a quarter of --max-bytes)")
	fs.Int64Var(&c.MaxRequestBody, "max-request-body", ingest.DefaultMaxRequestBody, "largest ingest request body, after decompression")
	fs.StringVar(&c.StatePath, "state", "", `file the buffers are saved to at shutdown and restored from at start; "" for none (default <user cache dir>/errbundle/state-<port>.snap, env `+daemon.EnvState+`)`)
	fs.BoolVar(&noState, "no-state", false, "neither restore the buffers nor save them")
	fs.StringVar(&c.ScreenshotDir, "screenshots", "", `directory of the screenshots the extension takes when a page breaks; "" for none (default <user cache dir>/errbundle/screenshots-<port>)`)
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "errbundle serve: unexpected argument %q\n", fs.Arg(0))
		fs.Usage()
		return 2
	}
	c.AllowOrigins, c.AllowReaders = origins, readers
	stateSet := false
	fs.Visit(func(f *flag.Flag) { stateSet = stateSet || f.Name == "state" })
	switch {
	case noState:
		c.StatePath = ""
	case !stateSet:
		c.StatePath = daemon.DefaultStatePath(c.Addr)
	}
	shotsSet := false
	fs.Visit(func(f *flag.Flag) { shotsSet = shotsSet || f.Name == "screenshots" })
	if !shotsSet {
		c.ScreenshotDir = daemon.DefaultScreenshotDir(c.Addr)
	}
	c.Log = slog.New(slog.NewTextHandler(stderr, nil))
	if err := daemon.Run(ctx, c); err != nil {
		c.Log.Error("serve", "err", err)
		return 1
	}
	return 0
}

func mcpCmd(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("mcp", "mcp [flags]\n\nServes the observe tool over stdio for agents that launch a command. It\nforwards to the daemon on --addr, starting it in the background if none answers.\nBeside a browser tool the agent drives (chrome-devtools-mcp --browser-url,\nPlaywright MCP --cdp-endpoint) on errbundle browser --port 9222, it answers for\nthat browser's pages: docs/browser.md shows the configurations.", stderr)
	addr := fs.String("addr", addrDefault(), "daemon address (env "+envAddr+")")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))
	if err := daemon.ServeStdio(ctx, *addr, Version(), stdin, stdout, log); err != nil {
		log.Error("mcp", "err", err)
		return 1
	}
	return 0
}
