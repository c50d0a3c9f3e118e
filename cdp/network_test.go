package cdp_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/cdp"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// TestRequestDatedByItsEnd checks that attach dates a request as the
// extension does and the store expects: by its end, with the duration
// reaching back to its start. The server holds the page's request until
// a line the page logs after sending it has reached the daemon, so the
// request's end is well after its start; the times the server received
// and answered it bound both.
func TestRequestDatedByItsEnd(t *testing.T) {
	t.Parallel() // a browser, a daemon and a page of its own
	release := make(chan struct{})
	var once sync.Once
	let := func() { once.Do(func() { close(release) }) }
	var mu sync.Mutex // guards received, answered
	var received, answered time.Time
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/slow" {
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte(`<!doctype html><title>slow</title><script>fetch('/slow'); console.log('slow request sent');</script>`))
			return
		}
		mu.Lock()
		received = time.Now()
		mu.Unlock()
		<-release
		mu.Lock()
		answered = time.Now()
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"slow":true}`))
	}))
	t.Cleanup(srv.Close)
	t.Cleanup(let) // before srv.Close, which waits for the handler
	d := daemontest.Start(t, daemontest.Binary(t), daemontest.Options{})
	endpoint, _ := startChromium(t, 0)
	attach(t, d, endpoint, cdp.Origins{})
	openTab(t, endpoint, srv.URL+"/")

	waitFor(t, d, map[string]any{"what": "logs", "scope": "all"}, func(r logsReply) bool { return r.count("slow request sent") == 1 })
	let()
	type request struct {
		URL       string    `json:"url"`
		Duration  float64   `json:"duration"`
		Timestamp time.Time `json:"timestamp"`
	}
	got := waitFor(t, d, map[string]any{"what": "network_bodies", "url": "/slow", "scope": "all"}, func(r struct {
		Requests []request `json:"requests"`
	}) bool {
		return len(r.Requests) == 1
	}).Requests[0]
	mu.Lock()
	defer mu.Unlock()
	start := got.Timestamp.Add(-time.Duration(got.Duration * float64(time.Millisecond)))
	t.Logf("received %s, answered %s; recorded %s with %v ms (start %s)", received.Format(time.StampMilli),
		answered.Format(time.StampMilli), got.Timestamp.Format(time.StampMilli), got.Duration, start.Format(time.StampMilli))
	// Timestamps are whole milliseconds, durations too in the reply.
	assert.False(t, got.Timestamp.Before(answered.Truncate(time.Millisecond)), "dated by its end, after the server answered")
	assert.False(t, start.After(received.Add(2*time.Millisecond)), "its start, before the server received it")
	require.True(t, strings.HasSuffix(got.URL, "/slow"), got.URL)
}
