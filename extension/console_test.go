package extension_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConsole checks capture/console.js in real Chromium, with the extension
// and with the script tag: a console.error is stored as a log and a console
// error located at the line that called it (the wrapper's frames and ours are
// gone from its stack); warnings and plain logs arrive as logs, rendered as
// the console renders them.
func TestConsole(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/console.html")
			for _, id := range []string{"#error", "#warn", "#caught", "#log"} {
				click(t, tab, id)
			}
			errs := waitFor(t, d.daemon, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r errorsReply) bool {
				_, saved := r.errorWith("save failed")
				_, caught := r.errorWith("Failed to fetch")
				return saved && caught
			})
			script := p.srv.URL + "/console.js"
			for _, tt := range []struct{ name, message, marker string }{
				{"console.error", "save failed for item 7 {reason:\"conflict\"}", "MARK:console-error"},
				{"console.error of a caught fetch error", "TypeError: Failed to fetch", "MARK:console-caught"},
			} {
				t.Run(tt.name, func(t *testing.T) {
					e, ok := errs.errorWith(tt.message)
					require.True(t, ok, "no error %q in %+v", tt.message, errs.Errors)
					line := markedLine(t, "console.js", tt.marker)
					assert.Equal(t, "console", e.Kind)
					assert.Equal(t, script, e.URL)
					assert.Equal(t, line, e.Line, "the line marked %s", tt.marker)
					assert.Positive(t, e.Column)
					assert.Contains(t, firstFrameLine(e.Stack), script+":"+itoa(line)+":", "the stack's first frame:\n%s", e.Stack)
					for _, ours := range ourFrames {
						assert.NotContains(t, e.Stack, ours)
						assert.NotContains(t, e.Message, ours, "the message renders the error's stack without our frames")
					}
				})
			}
			// One error per console.error, made by the daemon from its log.
			n := 0
			for _, e := range errs.Errors {
				if strings.Contains(e.Message, "save failed") {
					n++
				}
			}
			assert.Equal(t, 1, n, "errors for one console.error: %+v", errs.Errors)

			logs := waitFor(t, d.daemon, map[string]any{"what": "logs", "limit": 50}, func(r logsReply) bool {
				for _, l := range r.Logs {
					if l.Level == "log" {
						return true
					}
				}
				return false
			})
			assert.Contains(t, logs.Logs, logItem{Level: "error", Message: "save failed for item 7 {reason:\"conflict\"}"},
				"a console.error is a log too")
			assert.Contains(t, logs.Logs, logItem{Level: "warn", Message: "oldApi() is deprecated"})
			assert.Contains(t, logs.Logs, logItem{Level: "log", Message: "count is 3 of five {nested:[1,2]}"})
		})
	}
}
