package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/extension"
	"github.com/errbundle/errbundle/observe"
)

// defaultAddr is where the daemon listens and where clients look for it.
const defaultAddr = "127.0.0.1:7373"

// memoryHeadroom is what the daemon may use beyond its byte budget: the
// HTTP and MCP machinery, request bodies being decoded, and replies.
const memoryHeadroom = 28 << 20

// envAddr overrides defaultAddr for every command.
const envAddr = "ERRBUNDLE_ADDR"

func addrDefault() string {
	if a := os.Getenv(envAddr); a != "" {
		return a
	}
	return defaultAddr
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

type serveConfig struct {
	addr             string
	allowNonLoopback bool
	allowOrigins     listFlag
	store            capture.Config
	maxRequestBody   int64
	state            string // "" for none
	noState          bool
}

func serveFlags(stderr io.Writer) (*flag.FlagSet, *serveConfig) {
	c := &serveConfig{}
	fs := newFlagSet("serve", "serve [flags]", stderr)
	fs.StringVar(&c.addr, "addr", addrDefault(), "listen address (env "+envAddr+")")
	fs.BoolVar(&c.allowNonLoopback, "allow-non-loopback", false, "allow listening on a non-loopback address (exposes your telemetry to the network)")
	fs.Var(&c.allowOrigins, "allow-origin", "extra browser origin allowed to send telemetry, e.g. https://app.test:8443 (repeatable)")
	fs.IntVar(&c.store.MaxErrors, "max-errors", capture.DefaultMaxErrors, "errors kept")
	fs.IntVar(&c.store.MaxLogs, "max-logs", capture.DefaultMaxLogs, "console logs kept")
	fs.IntVar(&c.store.MaxRequests, "max-requests", capture.DefaultMaxRequests, "network requests kept")
	fs.IntVar(&c.store.MaxActions, "max-actions", capture.DefaultMaxActions, "user actions kept")
	fs.IntVar(&c.store.MaxLines, "max-lines", capture.DefaultMaxLines, "dev-server output lines kept")
	fs.Int64Var(&c.store.MaxBytes, "max-bytes", capture.DefaultMaxBytes, "byte budget of all buffers together")
	fs.IntVar(&c.store.MaxBody, "max-body", capture.DefaultMaxBody, "bytes kept of each request or response body")
	fs.Int64Var(&c.maxRequestBody, "max-request-body", capture.DefaultMaxRequestBody, "largest ingest request body, after decompression")
	fs.StringVar(&c.state, "state", "", `file the buffers are saved to at shutdown and restored from at start; "" for none (default <user cache dir>/errbundle/state-<port>.snap, env `+envState+`)`)
	fs.BoolVar(&c.noState, "no-state", false, "neither restore the buffers nor save them")
	return fs, c
}

func serveCmd(ctx context.Context, args []string, stderr io.Writer) int {
	fs, cfg := serveFlags(stderr)
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "errbundle serve: unexpected argument %q\n", fs.Arg(0))
		fs.Usage()
		return 2
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))
	cfg.state = statePath(fs, cfg)
	if err := serve(ctx, cfg, log); err != nil {
		log.Error("serve", "err", err)
		return 1
	}
	return 0
}

// serve runs the daemon until ctx is done, then shuts down gracefully:
// in-flight requests finish.
func serve(ctx context.Context, cfg *serveConfig, log *slog.Logger) error {
	host, _, err := net.SplitHostPort(cfg.addr)
	if err != nil {
		return fmt.Errorf("--addr %q: %w", cfg.addr, err)
	}
	loopback := isLoopbackHost(host)
	if !loopback && !cfg.allowNonLoopback {
		return fmt.Errorf("--addr %q is not a loopback address: telemetry would be reachable from the network; pass --allow-non-loopback to do it anyway", cfg.addr)
	}
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		return err
	}
	guard := &capture.Guard{AllowOrigins: cfg.allowOrigins}
	if !loopback {
		log.Warn("listening beyond loopback: anyone who can reach this address can read and write your telemetry", "addr", cfg.addr)
		guard.AllowHosts = append(guard.AllowHosts, host)
	}
	store := capture.NewStore(cfg.store)
	restoreState(store, cfg.state, log)
	// The byte budget bounds what the buffers hold; the Go heap may grow to
	// twice the live data between collections. A soft memory limit keeps
	// the process near the budget instead, unless GOMEMLIMIT says otherwise.
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(store.Config().MaxBytes + memoryHeadroom)
	}
	srv := &http.Server{
		Handler:           guard.Wrap(newMux(store, cfg.maxRequestBody, log)),
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	log.Info("listening", "addr", ln.Addr().String(), "version", Version(), "budget_bytes", store.Config().MaxBytes)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down")
	began := time.Now()
	defer func() { log.Info("stopped", "took", time.Since(began)) }()
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	err = srv.Shutdown(shutdownCtx)
	if err == nil {
		if err = <-errc; errors.Is(err, http.ErrServerClosed) {
			err = nil
		}
	}
	// Even after a shutdown that timed out: the store is consistent under
	// its lock, and losing the buffers is worse than missing a request.
	saveState(store, cfg.state, log)
	return err
}

// newMux routes the daemon's HTTP surface: the v1 API, the capture script
// and MCP over streamable HTTP.
func newMux(store *capture.Store, maxBody int64, log *slog.Logger) *http.ServeMux {
	mux := http.NewServeMux()
	(&capture.Ingest{Store: store, Version: Version(), MaxBody: maxBody}).Register(mux)
	mux.HandleFunc("/capture.js", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			capture.WriteError(w, http.StatusMethodNotAllowed, "method "+r.Method+" not allowed: use GET")
			return
		}
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(extension.CaptureJS)
	})
	server := observe.NewServer(store, Version())
	// Stateless: any request is served whatever session it names, so
	// clients carry on across a daemon restart.
	mcpHandler := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, &mcp.StreamableHTTPOptions{
		Stateless:    true,
		JSONResponse: true,
		Logger:       log,
	})
	mux.Handle("/mcp", mcpHandler)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		capture.WriteError(w, http.StatusNotFound, "no route "+r.URL.Path+": see /v1/events, /v1/process, /v1/health, /capture.js, /mcp")
	})
	return mux
}

func isLoopbackHost(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// envState overrides the default of serve's --state; set and empty, it
// turns the state file off.
const envState = "ERRBUNDLE_STATE"
