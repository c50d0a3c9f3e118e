package cdp_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/errbundle/errbundle/cdp"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// TestExtensionAndTwoAttaches records observers.html with three
// observers at once, errbundle's extension and two errbundle attach
// processes, and checks that each error, console call and request is
// stored once, and that a line the page logs three times, or a request
// it makes twice, is stored three times or twice: what one observer
// reports twice is not a duplicate. The counts are read off
// observers.html by hand.
func TestExtensionAndTwoAttaches(t *testing.T) {
	t.Parallel() // a browser, a daemon and pages of its own
	srv := pages(t)
	d := daemontest.Start(t, daemontest.Binary(t), daemontest.Options{})
	endpoint := startChromiumWithExtension(t, d)
	attach(t, d, endpoint, cdp.Origins{})
	attach(t, d, endpoint, cdp.Origins{})
	openTab(t, endpoint, srv.URL+"/observers.html")

	// Every observer reports the page's 10 console calls, 6 requests, the
	// exception and the refused fetch's rejection: once the daemon has
	// dropped the second and third report of each (2 x 18), all are in.
	// A store that kept them would never get there, and fail below.
	for deadline := time.Now().Add(15 * time.Second); duplicatesOf(t, d, "errors", "logs", "network") < 36 && time.Now().Before(deadline); {
		time.Sleep(100 * time.Millisecond)
	}
	logs := waitFor(t, d, map[string]any{"what": "logs", "limit": 100, "scope": "all"}, func(logsReply) bool { return true })
	for text, n := range map[string]int{"observed line 0": 1, "observed line 4": 1, "the same line": 3,
		"observed warning": 1, "observed console error": 1} {
		assert.Equal(t, n, logs.count(text), "log %q", text)
	}
	assert.Equal(t, 5, logs.count("observed line "), "the five lines, once each")

	errs := waitFor(t, d, map[string]any{"what": "errors", "limit": 50, "scope": "all"}, func(errorsReply) bool { return true })
	for _, text := range []string{"observed exception", "observed console error", "Failed to fetch"} {
		assert.Equal(t, 1, errs.count(text), "error %q", text)
	}

	net := waitFor(t, d, map[string]any{"what": "network_bodies", "limit": 100, "scope": "all"}, func(requestsReply) bool { return true })
	for url, n := range map[string]int{"driven.json?observed=0": 1, "driven.json?observed=2": 1, "driven.json?same": 2, "/observed": 1} {
		assert.Equal(t, n, net.count(url), "request %q", url)
	}
	assert.Equal(t, 3, net.count("driven.json?observed="), "the three requests, once each")
	if t.Failed() {
		t.Log(observe(t, d, map[string]any{"what": "logs", "limit": 100, "scope": "all"}))
		t.Log(observe(t, d, map[string]any{"what": "network_bodies", "limit": 100, "scope": "all"}))
		t.Log(observe(t, d, map[string]any{"what": "errors", "limit": 50, "scope": "all"}))
	}
}

// TestAttachAfterTheExtension starts errbundle attach on a page the
// extension has already recorded. On Runtime.enable the browser sends
// attach the page's earlier exceptions and console calls again, a console
// call with only its first frame (the extension's console wrapper) and
// its objects without previews: each must still be stored once. Before
// attach wrote a preview-less object as "{…}", "console says no Object"
// was stored beside the extension's "console says no {id:7}".
func TestAttachAfterTheExtension(t *testing.T) {
	t.Parallel() // a browser, a daemon and pages of its own
	srv := pages(t)
	d := daemontest.Start(t, daemontest.Binary(t), daemontest.Options{})
	endpoint := startChromiumWithExtension(t, d)
	openTab(t, endpoint, srv.URL+"/broken.html")
	once := []string{"Function statements require a function name", "Cannot read properties of null", "console says no"}
	waitFor(t, d, map[string]any{"what": "errors", "limit": 50, "scope": "all"}, func(r errorsReply) bool {
		for _, w := range once {
			if r.count(w) != 1 {
				return false
			}
		}
		return r.count("Failed to fetch") == 2
	})
	attach(t, d, endpoint, cdp.Origins{})
	// attach's five reports of what the extension reported, dropped.
	for deadline := time.Now().Add(15 * time.Second); duplicatesOf(t, d, "errors", "logs") < 5 && time.Now().Before(deadline); {
		time.Sleep(100 * time.Millisecond)
	}
	got := waitFor(t, d, map[string]any{"what": "errors", "limit": 50, "scope": "all"}, func(errorsReply) bool { return true })
	for _, w := range once {
		assert.Equal(t, 1, got.count(w), "%q", w)
	}
	assert.Equal(t, 2, got.count("Failed to fetch"), "the two failed fetches, once each")
	if t.Failed() {
		t.Log(observe(t, d, map[string]any{"what": "errors", "limit": 50, "scope": "all"}))
	}
}

type logItem struct {
	Level   string `json:"level"`
	Message string `json:"message"`
}

type logsReply struct {
	Logs []logItem `json:"logs"`
}

// count is how many logs' messages contain text.
func (r logsReply) count(text string) int {
	return containing(r.Logs, text, func(l logItem) string { return l.Message })
}

type requestItem struct {
	Method string `json:"method"`
	URL    string `json:"url"`
}

type requestsReply struct {
	Requests []requestItem `json:"requests"`
}

// count is how many requests' URLs contain text.
func (r requestsReply) count(text string) int {
	return containing(r.Requests, text, func(q requestItem) string { return q.URL })
}
