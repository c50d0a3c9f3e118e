package cdp_test

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/cdp"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// pages serves testdata/pages on 127.0.0.1, an origin recorded by
// default. In an HTML page, {{CORS}} becomes the origin of a server that
// answers without Access-Control-Allow-Origin, {{REFUSED}} one nobody
// listens on, and {{OTHER}} the same pages on 127.0.0.2.
func pages(tb testing.TB) *httptest.Server {
	tb.Helper()
	cors := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"ok":true}`))
	}))
	tb.Cleanup(cors.Close)
	refused := "http://" + refusedAddr(tb)
	other := ""
	serve := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := filepath.Base(r.URL.Path)
		b, err := os.ReadFile(filepath.Join("testdata", "pages", name))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		switch filepath.Ext(name) {
		case ".html":
			w.Header().Set("Content-Type", "text/html")
			b = []byte(strings.NewReplacer("{{CORS}}", cors.URL, "{{REFUSED}}", refused, "{{OTHER}}", other).Replace(string(b)))
		case ".js":
			w.Header().Set("Content-Type", "text/javascript")
		}
		w.Write(b)
	})
	srv := httptest.NewServer(serve)
	tb.Cleanup(srv.Close)
	// The same pages on another loopback address, another site: an
	// iframe from it runs in a process of its own.
	if ln, err := net.Listen("tcp", "127.0.0.2:0"); err == nil {
		o := httptest.NewUnstartedServer(serve)
		o.Listener.Close()
		o.Listener = ln
		o.Start()
		tb.Cleanup(o.Close)
		other = o.URL
	}
	return srv
}

// brokenErrors are the texts of the errors broken.html makes load.
var brokenErrors = []string{"Function statements require a function name", "Cannot read properties of null", "console says no",
	"CORS error", "ERR_CONNECTION_REFUSED", "Content Security Policy"}

// waitForBroken waits until d has every error of brokenErrors.
func waitForBroken(tb testing.TB, d *daemontest.Daemon) errorsReply {
	tb.Helper()
	return waitFor(tb, d, map[string]any{"what": "errors", "limit": 50, "scope": "all"}, func(r errorsReply) bool {
		for _, w := range brokenErrors {
			if _, ok := r.find(w); !ok {
				return false
			}
		}
		return true
	})
}

// TestAttachRecordsWhatBroke attaches to a browser another tool started
// and drives, and checks that each way broken.html breaks is in the
// agent's views with its place and its reason. The places are read off
// broken.html and syntax.js by hand (lines and columns 1-based, columns
// where V8 points: the property read, the console method).
func TestAttachRecordsWhatBroke(t *testing.T) {
	t.Parallel() // each has a browser, a daemon and pages of its own
	srv := pages(t)
	d := daemontest.Start(t, daemontest.Binary(t), daemontest.Options{})
	endpoint, _ := startChromium(t, 0)
	attach(t, d, endpoint, cdp.Origins{})
	tab := openTab(t, endpoint, srv.URL+"/broken.html")

	got := waitForBroken(t, d)
	places := map[string]string{
		"Function statements require a function name": "syntax.js:1:1",
		"Cannot read properties of null":              "broken.html:16:8",
		"console says no":                             "broken.html:12:9",
		"Content Security Policy":                     "broken.html:10",
	}
	for text, place := range places {
		e, _ := got.find(text)
		assert.Equal(t, place, e.Location, "%q", text)
		assert.Equal(t, srv.URL+"/broken.html", e.PageURL, "%q", text)
		assert.Equal(t, any("cdp-"+strings.ToLower(tab[:8])), e.TabID, "%q", text)
	}
	syntax, _ := got.find("Function statements")
	assert.Equal(t, "SyntaxError", syntax.Type)
	console, _ := got.find("console says no")
	assert.Equal(t, "console says no {id: 7}", console.Message)
	assert.Equal(t, "console", console.Kind)
	// The page's "Failed to fetch" says why, from the browser's network log.
	cors, _ := got.find("CORS error")
	assert.Equal(t, "TypeError", cors.Type)
	assert.Equal(t, "unhandled_rejection", cors.Kind)
	assert.Contains(t, cors.Message, "Failed to fetch (CORS error: MissingAllowOriginHeader")
	refused, _ := got.find("ERR_CONNECTION_REFUSED")
	assert.Regexp(t, `^Failed to fetch \(net::ERR_CONNECTION_REFUSED for GET http://127\.0\.0\.[13]:\d+/nobody\)`, refused.Message)
	assert.Equal(t, "broken.html:14:1", refused.Location)

	// Another client drives the page while errbundle records it: its
	// click reaches the page's handler, whose error is recorded, and the
	// click with it.
	ctx, cancel := remote.NewAllocator(t.Context(), endpoint)
	defer cancel()
	driver, cancel := chromedp.NewContext(ctx, chromedp.WithTargetID(target.ID(tab)))
	defer cancel()
	require.NoError(t, chromedp.Do(driver, chromedp.Click(chromedp.CSS("#go"))))
	waitFor(t, d, map[string]any{"what": "errors", "limit": 50, "scope": "all"}, func(r errorsReply) bool {
		e, ok := r.find("clicked too hard")
		return ok && e.Type == "RangeError" && e.Location == "broken.html:20:9"
	})
	// The click comes by actions.js's binding, the error by the protocol's
	// own event: either may be stored first, so wait for the click too.
	waitFor(t, d, map[string]any{"what": "actions", "scope": "all"}, func(r struct {
		Actions []map[string]any `json:"actions"`
	}) bool {
		return strings.Contains(fmt.Sprint(r.Actions), "#go")
	})

	// get_errors, the agent's first look, names each with its place.
	summary := observe(t, d, map[string]any{"what": "get_errors", "scope": "all"})
	for _, w := range []string{"→ syntax.js:1:1", "→ broken.html:16:8", "→ broken.html:12:9", "MissingAllowOriginHeader",
		"net::ERR_CONNECTION_REFUSED", "Content Security Policy", "→ broken.html:10"} {
		assert.Contains(t, summary, w)
	}
	assert.LessOrEqual(t, len(summary), 16<<10, "the default reply fits the agent's budget")
}

// TestFramesAndWorkers checks that an out-of-process iframe's error is
// recorded as its page's tab's, and a service worker's console error.
func TestFramesAndWorkers(t *testing.T) {
	t.Parallel() // a browser, a daemon and pages of its own
	srv := pages(t)
	d := daemontest.Start(t, daemontest.Binary(t), daemontest.Options{})
	endpoint, _ := startChromium(t, 0)
	attach(t, d, endpoint, cdp.Origins{})
	tab := openTab(t, endpoint, srv.URL+"/frames.html")
	got := waitFor(t, d, map[string]any{"what": "errors", "scope": "all"}, func(r errorsReply) bool {
		_, frame := r.find("thrown in another site's frame")
		_, sw := r.find("the service worker says no")
		return frame && sw
	})
	frame, _ := got.find("thrown in another site's frame")
	assert.Equal(t, any("cdp-"+strings.ToLower(tab[:8])), frame.TabID, "the frame's page's tab")
	assert.Equal(t, "frame.html:5:7", frame.Location)
	assert.True(t, strings.HasPrefix(frame.PageURL, "http://127.0.0.2:"), frame.PageURL)
	sw, _ := got.find("the service worker says no")
	assert.Equal(t, srv.URL+"/sw.js", sw.PageURL)
	assert.Equal(t, "sw.js:1:9", sw.Location)
}
