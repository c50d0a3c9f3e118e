package extension_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestBoundaries checks capture/boundaries.js in real Chromium, with the
// extension and with the script tag, on a page that does what Nuxt does
// with the errors Vue hands it (boundaries.js): an error only the
// framework's "vue:error" hook hears of is reported once, at its throw; one
// the page then throws or logs is reported once, as the page's; and the
// Vue app's __vue_app__ reads as Vue set it.
func TestBoundaries(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/boundaries.html")
			assert.True(t, textWithin(t, tab, "#app", "mounted", 10*time.Second), "__vue_app__ after Vue's assignment")
			for _, id := range []string{"#caught", "#thrown", "#logged"} {
				click(t, tab, id)
			}
			wanted := []string{"caught by the boundary", "handed over, then thrown", "handed over, then logged"}
			got := waitFor(t, d.daemon, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r errorsReply) bool {
				for _, w := range wanted {
					if _, ok := r.errorWith(w); !ok {
						return false
					}
				}
				return true
			})
			// A duplicate would be reported before a caught error handed
			// over after them all.
			click(t, tab, "#last")
			got = waitFor(t, d.daemon, map[string]any{"what": "errors", "source": "browser", "limit": 50}, func(r errorsReply) bool {
				_, ok := r.errorWith("caught last")
				return ok
			})
			for _, w := range wanted {
				n := 0
				for _, e := range got.Errors {
					if strings.Contains(e.Message, w) {
						n++
					}
				}
				assert.Equal(t, 1, n, "errors %q", w)
			}
			e, _ := got.errorWith("caught by the boundary")
			line := markedLine(t, "boundaries.js", "MARK:caught")
			assert.Equal(t, "console", e.Kind)
			assert.Equal(t, "Error", e.Type)
			assert.Equal(t, p.srv.URL+"/boundaries.js", e.URL)
			assert.Equal(t, line, e.Line, "the caught error's line: the one marked MARK:caught")
			e, _ = got.errorWith("handed over, then thrown")
			assert.Equal(t, "exception", e.Kind, "reported as the page's uncaught error")
		})
	}
}
