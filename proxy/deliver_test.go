package proxy_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/ingest"
	"github.com/errbundle/errbundle/proxy"
)

// fakeDaemon keeps the bodies posted to /v1/events.
type fakeDaemon struct {
	mu     sync.Mutex // guards events
	events []map[string]any
}

func (f *fakeDaemon) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	if r.URL.Path == "/v1/events" {
		var b struct {
			Network []map[string]any `json:"network"`
		}
		json.Unmarshal(body, &b)
		f.mu.Lock()
		f.events = append(f.events, b.Network...)
		f.mu.Unlock()
	}
	io.WriteString(w, `{"accepted":1,"rejected":[]}`)
}

func (f *fakeDaemon) network() []map[string]any {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]map[string]any(nil), f.events...)
}

// TestDeliveryMatches: a script report that meets the proxy's held record
// of the same request is posted alone, completed from the record; a
// report that comes after the record went out is dropped.
func TestDeliveryMatches(t *testing.T) {
	fd := &fakeDaemon{}
	srv := httptest.NewServer(fd)
	defer srv.Close()
	var mu sync.Mutex // guards now
	now := time.Date(2026, 11, 24, 23, 0, 0, 0, time.UTC)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	d := proxy.NewDelivery(proxy.DeliveryConfig{Daemon: strings.TrimPrefix(srv.URL, "http://"), Command: "errbundle proxy test",
		Hold: time.Hour, Now: clock})

	browser := http.Header{"Sec-Fetch-Mode": {"no-cors"}, "Sec-Fetch-Dest": {"script"}}
	d.Record(&ingest.Exchange{Start: now, End: now, Method: "GET", URL: "http://127.0.0.1:3001/src/broken.js", Status: 500,
		RequestHeader: browser, ResponseHeader: http.Header{"Content-Type": {"text/plain"}}, ResponseBody: []byte("Transform failed")})
	d.Record(&ingest.Exchange{Start: now, End: now, Method: "GET", URL: "http://127.0.0.1:3001/", Status: 200,
		RequestHeader: http.Header{"Sec-Fetch-Mode": {"navigate"}}, ResponseHeader: http.Header{"Content-Type": {"text/html"}}})

	post := func(body string) {
		req := httptest.NewRequest(http.MethodPost, "http://127.0.0.1:3001/__errbundle/v1/events", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		d.ServeHTTP(w, req)
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	}
	// The script's report of the failed load: no status, no body.
	post(`{"network":[{"timestamp":"2026-11-24T23:00:00.100Z","method":"GET","url":"http://127.0.0.1:3001/src/broken.js","status":0,"response_body":"","initiator":"script","error":"failed to load <script>"}],
		"errors":[{"timestamp":"2026-11-24T23:00:00.100Z","message":"boom"}]}`)
	// A late report of the navigation, which went out at once.
	post(`{"network":[{"timestamp":"2026-11-24T23:00:00.200Z","method":"GET","url":"http://127.0.0.1:3001/","status":200,"initiator":"fetch"}]}`)

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	d.Close(ctx)

	var broken, home []map[string]any
	for _, ev := range fd.network() {
		switch ev["url"] {
		case "http://127.0.0.1:3001/src/broken.js":
			broken = append(broken, ev)
		case "http://127.0.0.1:3001/":
			home = append(home, ev)
		}
	}
	require.Len(t, broken, 1, "%v", fd.network())
	assert.Equal(t, "script", broken[0]["initiator"])
	assert.Equal(t, 500.0, broken[0]["status"], "completed from the proxy's record")
	assert.Equal(t, "Transform failed", broken[0]["response_body"])
	assert.Equal(t, "failed to load <script>", broken[0]["error"])
	require.Len(t, home, 1)
	assert.Equal(t, "proxy", home[0]["initiator"], "the navigation, once: the proxy's")
}

// A page served with an error status is reported by the page's script too
// (navigation.js, with the text it shows), through the proxy or, with the
// extension, straight to the daemon: the proxy holds its record of it, as
// of a fetch: the script's report through the proxy drops it, the
// extension's word sends it at once. A page served 200 goes out at once.
func TestDeliveryHoldsErrorDocuments(t *testing.T) {
	fd := &fakeDaemon{}
	srv := httptest.NewServer(fd)
	defer srv.Close()
	now := time.Date(2026, 11, 24, 23, 0, 0, 0, time.UTC)
	d := proxy.NewDelivery(proxy.DeliveryConfig{Daemon: strings.TrimPrefix(srv.URL, "http://"), Command: "errbundle proxy test",
		Hold: time.Hour, Now: func() time.Time { return now }})
	nav := http.Header{"Sec-Fetch-Mode": {"navigate"}, "Sec-Fetch-Dest": {"document"}}
	page := func(url string, status int) {
		d.Record(&ingest.Exchange{Start: now, End: now, Method: "GET", URL: url, Status: status, RequestHeader: nav,
			ResponseHeader: http.Header{"Content-Type": {"text/html"}}, ResponseBody: []byte("<h1>500 Server Error</h1>")})
	}
	page("http://127.0.0.1:3001/cart", 500)
	page("http://127.0.0.1:3001/", 200)
	page("http://127.0.0.1:3001/missing", 404) // no report comes: sent when its hold ends
	req := httptest.NewRequest(http.MethodPost, "http://127.0.0.1:3001/__errbundle/v1/seen",
		strings.NewReader(`{"network":[{"method":"GET","url":"http://127.0.0.1:3001/cart"}]}`))
	req.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	d.ServeHTTP(w, req)
	require.Equal(t, http.StatusNoContent, w.Code, w.Body.String())
	// The 500 page the extension reports goes out now, for the daemon to
	// complete the extension's report with; the 404 no one reported waits
	// out its hold (an hour).
	require.Eventually(t, func() bool { return len(fd.network()) == 2 }, 10*time.Second, 10*time.Millisecond)
	urls := func() []any {
		var urls []any
		for _, ev := range fd.network() {
			urls = append(urls, ev["url"])
		}
		return urls
	}
	assert.ElementsMatch(t, []any{"http://127.0.0.1:3001/", "http://127.0.0.1:3001/cart"}, urls())

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	d.Close(ctx)
	assert.ElementsMatch(t, []any{"http://127.0.0.1:3001/", "http://127.0.0.1:3001/cart", "http://127.0.0.1:3001/missing"}, urls(),
		"each once")
}

// TestDeliverySeen: the extension's list of the requests it reports
// itself (POST /__errbundle/v1/seen) sends the proxy's records of them at
// once, before or after the record, for the daemon to complete the
// extension's reports with; a request it does not list is held for a
// script report as before; a body that is no such list is refused with
// the reason.
func TestDeliverySeen(t *testing.T) {
	fd := &fakeDaemon{}
	srv := httptest.NewServer(fd)
	defer srv.Close()
	now := time.Date(2026, 11, 24, 23, 0, 0, 0, time.UTC)
	d := proxy.NewDelivery(proxy.DeliveryConfig{Daemon: strings.TrimPrefix(srv.URL, "http://"), Command: "errbundle proxy test",
		Hold: time.Hour, Now: func() time.Time { return now }})

	seen := func(body string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodPost, "http://127.0.0.1:3001/__errbundle/v1/seen", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		d.ServeHTTP(w, req)
		return w
	}
	fetch := http.Header{"Sec-Fetch-Mode": {"cors"}, "Sec-Fetch-Dest": {"empty"}}
	record := func(method, url string) {
		d.Record(&ingest.Exchange{Start: now, End: now, Method: method, URL: url, Status: 200, RequestHeader: fetch})
	}
	record("GET", "http://127.0.0.1:3001/api/items")
	// The extension's report: the absolute URL the page used.
	w := seen(`{"network":[{"method":"GET","url":"http://127.0.0.1:3001/api/items"},{"method":"POST","url":"http://127.0.0.1:3001/api/cart?x=1"}]}`)
	assert.Equal(t, http.StatusNoContent, w.Code, w.Body.String())
	record("POST", "http://127.0.0.1:3001/api/cart?x=1") // the record after the report
	record("GET", "http://127.0.0.1:3001/api/other")

	for _, bad := range []string{`[`, `{"network":{"method":"GET"}}`} {
		w := seen(bad)
		assert.Equal(t, http.StatusBadRequest, w.Code, bad)
		assert.Contains(t, w.Body.String(), "network list", bad)
	}

	urls := func() []any {
		var urls []any
		for _, ev := range fd.network() {
			urls = append(urls, ev["url"])
		}
		return urls
	}
	require.Eventually(t, func() bool { return len(fd.network()) == 2 }, 10*time.Second, 10*time.Millisecond)
	assert.ElementsMatch(t, []any{"http://127.0.0.1:3001/api/items", "http://127.0.0.1:3001/api/cart?x=1"}, urls(),
		"the records of the requests the extension reports go out at once")

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	d.Close(ctx)
	assert.ElementsMatch(t, []any{"http://127.0.0.1:3001/api/items", "http://127.0.0.1:3001/api/cart?x=1", "http://127.0.0.1:3001/api/other"}, urls(),
		"the one it did not report after its hold, each once")
}
