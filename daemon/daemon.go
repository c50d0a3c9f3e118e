package daemon

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"runtime/debug"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/scope"
	"github.com/errbundle/errbundle/screenshot"
	"github.com/errbundle/errbundle/sourcemap"
)

// DefaultAddr is where the daemon listens and where clients look for it.
const DefaultAddr = "127.0.0.1:7373"

// The source-map cache's budget is a quarter of the buffers' byte budget
// unless set: the daemon's memory stays within budget, cache and headroom.
const sourceMapShare = 4

// memoryHeadroom is what the daemon may use beyond its byte budget: the
// HTTP and MCP machinery, request bodies being decoded, and replies.
const memoryHeadroom = 24 << 20

// Config is what a daemon is started with; the zero value of each field
// is its default.
type Config struct {
	// Addr is the listen address; default [DefaultAddr].
	Addr string
	// AllowNonLoopback lets Addr be reachable from the network.
	AllowNonLoopback bool
	// AllowOrigins are extra browser origins allowed to send telemetry.
	AllowOrigins []string
	// AllowReaders are extra browser origins allowed to read it (MCP,
	// status, screenshots), besides errbundle's own Chromium extension.
	AllowReaders []string
	// Store sizes the buffers.
	Store capture.Config
	// SourceMapBytes bounds the cache of decoded source maps; default a
	// quarter of the store's byte budget (16 MiB by default).
	SourceMapBytes int64
	// MaxRequestBody caps an ingest request body after decompression;
	// default [ingest.DefaultMaxRequestBody].
	MaxRequestBody int64
	// BodyTimeout bounds how long any request body may take to arrive;
	// default [DefaultBodyTimeout]. Answers may take longer.
	BodyTimeout time.Duration
	// StatePath is the file the buffers are restored from at start and
	// saved to at shutdown; "" for none.
	StatePath string
	// ScreenshotDir keeps the screenshots the extension takes at error
	// time; "" turns screenshots off.
	ScreenshotDir string
	// Version is reported by /v1/health and MCP.
	Version string
	// Autostarted is reported by /v1/health: [Ensure] started this daemon,
	// and a newer errbundle may replace it.
	Autostarted bool
	// Log receives the daemon's own log; default discards it.
	Log *slog.Logger
	// SetMemoryLimit sets the Go soft memory limit to the byte budget plus
	// headroom, unless GOMEMLIMIT is set. Only a process that runs one
	// daemon should.
	SetMemoryLimit bool
}

// Daemon is the HTTP server: ingest, the capture script, MCP, and the
// store they share.
type Daemon struct {
	cfg     Config
	store   *capture.Store
	maps    *sourcemap.Resolver
	guard   *Guard
	token   string            // proves errbundle run and proxy (package proctoken)
	ports   *scope.Tracker    // shared by MCP's scopes and the status
	shots   *screenshot.Store // nil: screenshots off
	handler http.Handler
	ln      net.Listener
	srv     *http.Server
	served  chan error // receives Serve's result once
}

// New checks cfg, listens on cfg.Addr and restores the state file, but
// serves nothing until [Daemon.Serve].
func New(cfg Config) (*Daemon, error) {
	if cfg.Addr == "" {
		cfg.Addr = DefaultAddr
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	host, _, err := net.SplitHostPort(cfg.Addr)
	if err != nil {
		return nil, fmt.Errorf("--addr %q: %w", cfg.Addr, err)
	}
	loopback := IsLoopbackHost(host)
	if !loopback && !cfg.AllowNonLoopback {
		return nil, fmt.Errorf("--addr %q is not a loopback address: telemetry would be reachable from the network; pass --allow-non-loopback to do it anyway", cfg.Addr)
	}
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return nil, err
	}
	guard := &Guard{AllowOrigins: cfg.AllowOrigins, AllowReaders: cfg.AllowReaders, AllowHosts: []string{host},
		Refused: &Refusals{Now: cfg.Store.Now}}
	if !loopback {
		cfg.Log.Warn("listening beyond loopback: anyone who can reach this address can read and write your telemetry", "addr", cfg.Addr)
	}
	store := capture.NewStore(cfg.Store)
	if cfg.SourceMapBytes <= 0 {
		cfg.SourceMapBytes = store.Config().MaxBytes / sourceMapShare
	}
	d := &Daemon{cfg: cfg, ln: ln, store: store, guard: guard, ports: &scope.Tracker{}, served: make(chan error, 1)}
	d.writeToken()
	// Scripts and their maps are fetched from loopback pages and the
	// origins allowed to send, never from anywhere else; server-side
	// chunks are read from disk only inside the working directory of a
	// process errbundle runs.
	d.maps = sourcemap.New(sourcemap.Config{Allowed: guard.extraOriginAllowed, MaxBytes: cfg.SourceMapBytes, FileRoots: store.ProcessDirs})
	restoreState(d.store, cfg.StatePath, cfg.Log)
	d.openScreenshots()
	d.prefetchRestored()
	// The byte budget bounds what the buffers hold; the Go heap may grow to
	// twice the live data between collections. A soft memory limit keeps
	// the process near the budget instead, unless GOMEMLIMIT says otherwise.
	if cfg.SetMemoryLimit && os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(d.store.Config().MaxBytes + cfg.SourceMapBytes + memoryHeadroom)
	}
	d.handler = bodyDeadline(guard.Wrap(d.routes()), cfg.BodyTimeout, time.Now)
	d.srv = &http.Server{
		Handler:           d.handler,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(cfg.Log.Handler(), slog.LevelWarn),
	}
	return d, nil
}

// prefetchRestored starts fetching the source maps of the newest restored
// errors, as ingest would have, so the first query after a restart has
// them sooner.
func (d *Daemon) prefetchRestored() {
	n := 0
	d.store.Snapshot().Errors.All(func(e *capture.Error) bool {
		if e.Stack != "" {
			d.prefetch(e.Stack, e.PageURL)
		}
		n++
		return n < 50
	})
}

// Addr is the address the daemon listens on.
func (d *Daemon) Addr() string { return d.ln.Addr().String() }

// Store is the daemon's store.
func (d *Daemon) Store() *capture.Store { return d.store }

// Handler is every route behind the Host and Origin guard, for tests that
// serve it with httptest.
func (d *Daemon) Handler() http.Handler { return d.handler }

// Serve serves until [Daemon.Shutdown]; it returns nil then.
func (d *Daemon) Serve() error {
	d.cfg.Log.Info("listening", "addr", d.Addr(), "version", d.cfg.Version, "budget_bytes", d.store.Config().MaxBytes)
	err := d.srv.Serve(d.ln)
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	d.served <- err
	return err
}

// Shutdown lets in-flight requests finish (until ctx is done), then saves
// the state file.
func (d *Daemon) Shutdown(ctx context.Context) error {
	d.cfg.Log.Info("shutting down")
	began := time.Now()
	defer func() { d.cfg.Log.Info("stopped", "took", time.Since(began)) }()
	err := d.srv.Shutdown(ctx)
	d.maps.Close()
	// Even after a shutdown that timed out: the store is consistent under
	// its lock, and losing the buffers is worse than missing a request.
	saveState(d.store, d.cfg.StatePath, d.cfg.Log)
	d.removeToken()
	return err
}

// Run serves cfg until ctx is done, then shuts down gracefully, giving
// in-flight requests up to 10 s.
func Run(ctx context.Context, cfg Config) error {
	d, err := New(cfg)
	if err != nil {
		return err
	}
	go d.Serve()
	select {
	case err := <-d.served:
		return err
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := d.Shutdown(shutdownCtx); err != nil {
		return err
	}
	return <-d.served
}

// IsLoopbackHost reports whether host names this machine only: localhost,
// ::1 or an address in 127.0.0.0/8.
func IsLoopbackHost(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
