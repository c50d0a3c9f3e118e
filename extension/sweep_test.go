package extension_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runShapes runs the named shapes of testdata/pages/sweep.js in tab.
func runShapes(tb testing.TB, tab context.Context, names ...string) {
	tb.Helper()
	for _, n := range names {
		ok, err := chromedp.Run(tab, chromedp.Evaluate[bool]("run('"+n+"')"))
		require.NoError(tb, err, "shape %s", n)
		require.True(tb, ok, "shape %s", n)
	}
}

// TestSweepErrors checks, in real Chromium with the extension and with the
// script tag, the shapes of failure the capture-sweep found missing or
// poor (testdata/pages/sweep.js): workers that fail to load, an error
// thrown in a worker, cause chains, AggregateError, a cross-origin
// "Script error.", and a failed console.assert and console.trace.
func TestSweepErrors(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/sweep.html")
			runShapes(t, tab, "worker", "worker-module-404", "worker-missing", "shared-worker-missing",
				"cause", "aggregate", "xorigin", "xorigin-cors", "assert", "trace")
			wanted := []string{"worker boom", "sweep-mworker.js", "sweep-no-such-worker.js", "sweep-no-such-shared.js",
				"outer failure", "All promises were rejected", "Script error.", "thrown in a cross-origin script", "Assertion failed"}
			got := waitFor(t, d.daemon, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r errorsReply) bool {
				for _, w := range wanted {
					if _, ok := r.errorWith(w); !ok {
						return false
					}
				}
				return true
			})
			page := p.srv.URL + "/sweep.js"

			located := []struct {
				name, message, kind, typ, source, marker string
			}{
				// Reaches the window as text: "Uncaught Error: worker boom".
				{"error thrown in a worker", "worker boom", "exception", "Error", "sweep-worker.js", "MARK:worker-throw"},
				{"module worker whose import 404s", "Worker script failed to load: " + p.srv.URL + "/sweep-mworker.js", "exception", "", "sweep.js", "MARK:mworker"},
				{"worker script 404", "Worker script failed to load: " + p.srv.URL + "/sweep-no-such-worker.js", "exception", "", "sweep.js", "MARK:worker-missing"},
				{"shared worker script 404", "SharedWorker script failed to load: " + p.srv.URL + "/sweep-no-such-shared.js", "exception", "", "sweep.js", "MARK:shared-missing"},
				{"error with a cause", "outer failure", "exception", "Error", "sweep.js", "MARK:cause"},
				// Its own stack has no frame: it is located at its first error's.
				{"AggregateError of Promise.any", "All promises were rejected (Error: any first failed; TypeError: any second failed)", "unhandled_rejection", "AggregateError", "sweep.js", "MARK:any"},
				{"crossorigin script", "thrown in a cross-origin script", "exception", "Error", "sweep-xorigin.js", "MARK:xorigin"},
				{"failed console.assert", `Assertion failed: assertion about cart {n:1}`, "console", "", "", "MARK:assert"},
			}
			for _, tt := range located {
				t.Run(tt.name, func(t *testing.T) {
					e, ok := got.errorWith(tt.message)
					require.True(t, ok, "no error %q in %+v", tt.message, got.Errors)
					assert.Equal(t, tt.kind, e.Kind)
					assert.Equal(t, tt.typ, e.Type)
					if tt.source != "" {
						assert.Equal(t, tt.source, e.Script)
					}
					file := tt.source
					if file == "" {
						file = "sweep.js"
					}
					assert.Equal(t, markedLine(t, file, tt.marker), e.Line, "the line marked %s", tt.marker)
					if tt.name != "error thrown in a worker" { // it comes as text, without a stack
						assert.Contains(t, e.Stack, "/"+file)
					}
				})
			}

			cause, _ := got.errorWith("outer failure")
			assert.Contains(t, cause.Stack, "\nCaused by: TypeError: inner cause of it\n    at ", "the cause goes with its stack:\n%s", cause.Stack)
			assert.Contains(t, cause.Stack, page+":"+itoa(markedLine(t, "sweep.js", "MARK:cause")))

			agg, _ := got.errorWith("All promises were rejected")
			assert.Contains(t, agg.Stack, "errors[0]: Error: any first failed\n    at ")
			assert.Contains(t, agg.Stack, "errors[1]: TypeError: any second failed\n    at ")

			muted, _ := got.errorWith("Script error.")
			assert.Contains(t, muted.Message, "cross-origin script", "a muted error says why it says nothing")
			assert.Empty(t, muted.Stack)

			n := 0
			for _, e := range got.Errors {
				if strings.Contains(e.Message, "Assertion failed") {
					n++
				}
			}
			assert.Equal(t, 1, n, "console.assert(true, …) records nothing")

			logs := waitFor(t, d.daemon, map[string]any{"what": "logs", "limit": 50}, func(r logsReply) bool {
				for _, l := range r.Logs {
					if strings.HasPrefix(l.Message, "console.trace: trace of something") {
						return true
					}
				}
				return false
			})
			for _, l := range logs.Logs {
				if strings.HasPrefix(l.Message, "console.trace") {
					assert.Equal(t, "log", l.Level)
					assert.Contains(t, l.Message, "\n    at ", "the trace's stack")
					assert.Contains(t, l.Message, page+":"+itoa(markedLine(t, "sweep.js", "MARK:trace")))
				}
			}
			for _, e := range got.Errors {
				for _, ours := range ourFrames {
					assert.NotContains(t, e.Stack, ours, "stack of %q", e.Message)
				}
			}
		})
	}
}

// TestSweepFlood checks, in real Chromium with both deliveries, that 10,000
// errors thrown in one loop neither push out the distinct errors around
// them nor all go to the daemon: past 10 copies of one error until the
// next flush the rest are counted in a warning.
func TestSweepFlood(t *testing.T) {
	parallel(t)
	b := ownBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/sweep.html")
			runShapes(t, tab, "flood")
			got := waitFor(t, d.daemon, map[string]any{"what": "errors", "source": "browser", "limit": 100}, func(r errorsReply) bool {
				_, first := r.errorWith("first distinct before flood")
				_, last := r.errorWith("last distinct after flood")
				return first && last
			})
			copies := map[string]int{}
			for _, e := range got.Errors {
				copies[e.Message]++
			}
			for _, m := range []string{"flood 0", "flood 1", "flood 2"} {
				assert.Equal(t, 10, copies[m], "copies of %q sent", m)
			}
			logs := waitFor(t, d.daemon, map[string]any{"what": "logs", "limit": 50}, func(r logsReply) bool {
				for _, l := range r.Logs {
					if strings.HasPrefix(l.Message, "errbundle: dropped") {
						return true
					}
				}
				return false
			})
			dropped := 0
			for _, l := range logs.Logs {
				var n int
				if _, err := fmt.Sscanf(l.Message, "errbundle: dropped %d events", &n); err == nil {
					dropped += n
				}
			}
			assert.Equal(t, 10000-30, dropped, "every copy left out is counted")
		})
	}
}

// TestSweepPolicy checks, in real Chromium with both deliveries, that a
// Content Security Policy violation (an image the policy forbids) reaches
// the daemon as an error-level log in the browser's wording, located at
// the line that caused it, and that our own inline hooks script, refused
// under that policy in script-tag mode, is not reported.
func TestSweepPolicy(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			d.open(t, p, "/sweep-csp.html")
			img := `Refused to load 'http://example.invalid/pixel.png' because it violates the following Content Security Policy directive: "img-src 'self'"`
			eval := `Refused to evaluate a string as JavaScript because it violates the following Content Security Policy directive: "script-src 'self' http://127.0.0.1:* http://localhost:*"`
			got := waitFor(t, d.daemon, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r errorsReply) bool {
				_, a := r.errorWith(img)
				_, b := r.errorWith(eval)
				return a && b
			})
			e, _ := got.errorWith(img)
			assert.Equal(t, "console", e.Kind)
			// Chromium names no source for a refused image: the message
			// has its URL.
			e, _ = got.errorWith(eval)
			assert.Equal(t, "console", e.Kind)
			assert.Equal(t, p.srv.URL+"/sweep-csp.js", e.URL)
			assert.Equal(t, markedLine(t, "sweep-csp.js", "MARK:csp-eval"), e.Line)
			for _, e := range got.Errors {
				assert.NotContains(t, e.Message, "inline", "our own refused inline script: %q", e.Message)
			}
			assert.Len(t, got.Errors, 2, "%+v", got.Errors)
		})
	}
}

// TestSweepUnload checks, in real Chromium with both deliveries, that
// errors thrown just before the page navigates away reach the daemon (the
// last flush, on pagehide), a 200 KB message among them: capture cuts it to
// what the daemon keeps, so that it fits the keepalive budget of that
// flush. Before, the script tag's last batch was over that budget and
// dropped whole: neither error arrived.
func TestSweepUnload(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/sweep.html")
			runShapes(t, tab, "unload-long")
			got := waitFor(t, d.daemon, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r errorsReply) bool {
				_, long := r.errorWith("long, just before leaving")
				_, short := r.errorWith("short, just before leaving")
				return long && short
			})
			e, _ := got.errorWith("long, just before leaving")
			assert.LessOrEqual(t, len(e.Message), 16<<10+len("…[truncated]"), "what the daemon keeps")
			assert.True(t, strings.HasPrefix(e.Message, "long, just before leaving yyy"))
			assert.Equal(t, markedLine(t, "sweep.js", "MARK:unload-long"), e.Line)
		})
	}
}

// TestSweepModuleImport checks, in real Chromium with both deliveries, that
// a module script that fails because a module it imports answers 404 is
// reported as that import's failed request, naming the script: the
// script's own response (200) says nothing.
func TestSweepModuleImport(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/sweep.html")
			runShapes(t, tab, "module-import-404")
			dep := p.srv.URL + "/sweep-missing-dep2.js"
			got := waitFor(t, d.daemon, map[string]any{"what": "network_bodies", "limit": 50}, func(r requestsReply) bool {
				for _, q := range r.Requests {
					if q.URL == dep {
						return true
					}
				}
				return false
			})
			for _, q := range got.Requests {
				if q.URL == dep {
					assert.Equal(t, 404, q.Status)
					assert.Equal(t, `failed to load <script type="module"> `+p.srv.URL+"/sweep-badimport.js: it imports "+dep+", which answered 404", q.Error)
					assert.Equal(t, "script", q.Initiator)
				}
			}
		})
	}
}
