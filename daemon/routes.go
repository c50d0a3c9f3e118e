package daemon

import (
	"net/http"
	"os"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/extension"
	"github.com/errbundle/errbundle/ingest"
	"github.com/errbundle/errbundle/observe"
	"github.com/errbundle/errbundle/screenshot"
	"github.com/errbundle/errbundle/sourcemap"
)

// routes is the daemon's HTTP surface: the v1 API, the capture script and
// MCP over streamable HTTP.
func (d *Daemon) routes() *http.ServeMux {
	mux := http.NewServeMux()
	(&ingest.V1{Store: d.store, MaxBody: d.cfg.MaxRequestBody, Prefetch: d.prefetch, TrustDir: d.trustDir}).Register(mux)
	// What backends' Sentry SDKs and OpenTelemetry exporters post.
	(&ingest.Sentry{Store: d.store, MaxBody: d.cfg.MaxRequestBody}).Register(mux)
	(&ingest.OTLP{Store: d.store, MaxBody: d.cfg.MaxRequestBody}).Register(mux)
	mux.HandleFunc("/v1/health", d.health)
	mux.HandleFunc("/v1/status", d.status)
	mux.HandleFunc("POST /v1/screenshots", d.postScreenshot)
	mux.HandleFunc("GET /v1/screenshots/{id}", d.getScreenshot)
	mux.HandleFunc("/capture.js", func(w http.ResponseWriter, r *http.Request) {
		if !allowGet(w, r) {
			return
		}
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(extension.CaptureJS)
	})
	opts := []observe.Option{observe.WithPorts(d.ports)}
	if d.shots != nil {
		opts = append(opts, observe.WithScreenshots(d.shots.Find))
	}
	// Stateless: any request is served whatever session it names, so
	// clients carry on across a daemon restart.
	mcpHandler := rootsFromQuery(observe.NewHandler(d.store, d.cfg.Version, d.maps, d.cfg.Log, opts...))
	mux.HandleFunc("/mcp", func(w http.ResponseWriter, r *http.Request) {
		// A call waiting for news (wait_seconds) ends when its client goes.
		mcpHandler.ServeHTTP(w, r.WithContext(observe.WithCaller(r.Context())))
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		ingest.WriteError(w, http.StatusNotFound, "no route "+r.URL.Path+": see /v1/events, /v1/process, /v1/screenshots, /v1/health, /v1/status, /capture.js, /mcp, /api/<project>/envelope/, /v1/traces")
	})
	return mux
}

// prefetch starts fetching the scripts and maps a stack names, or, for a
// stack of webpack-internal modules only (next dev --webpack), the scripts
// of the page it happened on.
func (d *Daemon) prefetch(stack, pageURL string) {
	d.maps.PrefetchStack(stack, pageURL)
}

// health reports the daemon's version and, to callers who may read, its
// pid, whether [Ensure] started it (for [Ensure] of a newer errbundle to
// replace it) and each buffer's fill. A page may learn the daemon is up, not what it holds.
func (d *Daemon) health(w http.ResponseWriter, r *http.Request) {
	if !allowGet(w, r) {
		return
	}
	if !d.guard.MayRead(r) {
		ingest.WriteJSON(w, http.StatusOK, struct {
			Status  string `json:"status"`
			Version string `json:"version"`
		}{"ok", d.cfg.Version})
		return
	}
	ingest.WriteJSON(w, http.StatusOK, struct {
		Status      string `json:"status"`
		Version     string `json:"version"`
		PID         int    `json:"pid"`
		Autostarted bool   `json:"autostarted"`
		capture.Stats
		SourceMaps  sourcemap.Stats   `json:"source_maps"`
		Screenshots *screenshot.Stats `json:"screenshots,omitempty"`
	}{"ok", d.cfg.Version, os.Getpid(), d.cfg.Autostarted, d.store.Stats(), d.mapStats(), d.screenshotStats()})
}

func (d *Daemon) screenshotStats() *screenshot.Stats {
	if d.shots == nil {
		return nil
	}
	st := d.shots.Stats()
	return &st
}

// allowGet answers 405 to anything but GET and HEAD.
func allowGet(w http.ResponseWriter, r *http.Request) bool {
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		return true
	}
	w.Header().Set("Allow", "GET, HEAD")
	ingest.WriteError(w, http.StatusMethodNotAllowed, "method "+r.Method+" not allowed: use GET")
	return false
}

// rootsFromQuery passes /mcp?root=DIR on as the header observe reads
// ([observe.HeaderRoot]): a stateless server cannot ask a client for its
// roots before protocol 2026-07-28, and some clients are configured with a
// URL alone.
func rootsFromQuery(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if roots := r.URL.Query()["root"]; len(roots) > 0 {
			r = r.Clone(r.Context())
			for _, root := range roots {
				r.Header.Add(observe.HeaderRoot, root)
			}
		}
		next.ServeHTTP(w, r)
	})
}
