package extension_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestErrors checks capture/errors.js in real Chromium, with the extension
// and with the script tag: uncaught errors and unhandled rejections reach
// the daemon located at the app's line, never at a frame of ours, and no
// stored stack holds a frame of ours.
func TestErrors(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/errors.html")
			for _, id := range []string{"#throw", "#fetch-closed", "#reject", "#push-bad"} {
				click(t, tab, id)
			}
			wanted := []string{"reading 'field'", "Failed to fetch", "out of range", "pushState"}
			got := waitFor(t, d.daemon, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r errorsReply) bool {
				for _, w := range wanted {
					if _, ok := r.errorWith(w); !ok {
						return false
					}
				}
				return true
			})
			script := p.srv.URL + "/errors.js"

			located := []struct {
				name, message, kind, typ, marker string
			}{
				{"uncaught TypeError", "reading 'field'", "exception", "TypeError", "MARK:throw"},
				// Chromium's TypeError points into our fetch wrapper;
				// the wrapper's call site puts it at the app's await.
				{"failed fetch, not caught", "Failed to fetch", "unhandled_rejection", "TypeError", "MARK:fetch"},
				{"rejected promise", "out of range", "unhandled_rejection", "RangeError", "MARK:reject"},
				// The SecurityError is thrown by our History hook.
				{"pushState that throws", "pushState", "exception", "SecurityError", "MARK:pushstate"},
			}
			for _, tt := range located {
				t.Run(tt.name, func(t *testing.T) {
					e, ok := got.errorWith(tt.message)
					require.True(t, ok)
					line := markedLine(t, "errors.js", tt.marker)
					assert.Equal(t, tt.kind, e.Kind)
					assert.Equal(t, tt.typ, e.Type)
					assert.Equal(t, script, e.URL, "the error's url")
					assert.Equal(t, "errors.js", e.Script)
					assert.Equal(t, line, e.Line, "the error's line: the one marked %s", tt.marker)
					assert.Positive(t, e.Column)
					require.NotEmpty(t, e.Stack)
					assert.Contains(t, firstFrameLine(e.Stack), script+":"+itoa(line)+":", "the stack's first frame:\n%s", e.Stack)
				})
			}
			for _, e := range got.Errors {
				for _, ours := range ourFrames {
					assert.NotContains(t, e.Stack, ours, "stack of %q", e.Message)
					assert.NotContains(t, e.URL, ours, "url of %q", e.Message)
				}
			}
		})
	}
}

// firstFrameLine is the first frame of a stack: "    at …" in V8,
// "fn@file:1:2" in Firefox.
func firstFrameLine(stack string) string {
	for _, l := range strings.Split(stack, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "at ") || geckoFrameRE.MatchString(l) {
			return l
		}
	}
	return ""
}

// geckoFrameRE is a frame of a Firefox stack: "checkout@src/App.vue:26:3".
var geckoFrameRE = regexp.MustCompile(`^[^\s@]*@\S+:\d+:\d+$`)

// TestErrorsNotErrors checks what capture/errors.js makes of two reports
// that say something other than their words, in real Chromium, with the
// extension and with the script tag: a ResizeObserver loop, reported on
// every frame, is one warning log and no error; a dynamic import() whose
// module answers 404 is an error and the failed request of that module,
// with its status from resource timing.
func TestErrorsNotErrors(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/errors.html")
			click(t, tab, "#resize-loop")
			click(t, tab, "#import-missing")
			chunk := p.srv.URL + "/missing-chunk.js"
			waitFor(t, d.daemon, map[string]any{"what": "network_bodies", "limit": 50}, func(r requestsReply) bool {
				for _, q := range r.Requests {
					if q.URL == chunk {
						assert.Equal(t, 404, q.Status, "the module's status")
						assert.Equal(t, "GET", q.Method)
						assert.Equal(t, "script", q.Initiator)
						assert.Contains(t, q.Error, "dynamically imported module")
						return true
					}
				}
				return false
			})
			errs := waitFor(t, d.daemon, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r errorsReply) bool {
				_, ok := r.errorWith("dynamically imported module: " + chunk)
				return ok
			})
			for _, e := range errs.Errors {
				assert.NotContains(t, e.Message, "ResizeObserver", "the ResizeObserver loop is an error")
			}
			logs := waitFor(t, d.daemon, map[string]any{"what": "logs", "limit": 100}, func(r logsReply) bool {
				for _, l := range r.Logs {
					if strings.Contains(l.Message, "ResizeObserver loop") {
						return true
					}
				}
				return false
			})
			n := 0
			for _, l := range logs.Logs {
				if strings.Contains(l.Message, "ResizeObserver loop completed with undelivered notifications") {
					n++
					assert.Equal(t, "warn", l.Level)
				}
			}
			assert.Equal(t, 1, n, "the ResizeObserver loop's warnings: %+v", logs.Logs)
		})
	}
}
