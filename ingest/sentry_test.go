package ingest

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// The recorded traffic of testdata/backends/recorded (see its README):
// two checkouts failing, trace aaaa…a1 (cart slow-1) and aaaa…a2 (cart
// quick-2).
const (
	trace1 = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1"
	trace2 = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2"
)

var recordedAt = time.Date(2026, 11, 24, 23, 30, 0, 0, time.UTC)

// recorded reads one recorded request body, gunzipped.
func recorded(tb testing.TB, name string) []byte {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "backends", "recorded", name))
	require.NoError(tb, err)
	if len(data) > 2 && data[0] == 0x1f && data[1] == 0x8b {
		zr, err := gzip.NewReader(bytes.NewReader(data))
		require.NoError(tb, err)
		data, err = io.ReadAll(zr)
		require.NoError(tb, err)
	}
	return data
}

// backendSummary is what a test checks of a problem, written by hand from
// the recorded payloads.
type backendSummary struct {
	Kind, Service, Type, Message, TraceID, Method, Route string
	Status                                               int
	Quoted                                               []string
	Frames                                               int
}

func summarize(ps []*capture.Backend) []backendSummary {
	var out []backendSummary
	for _, p := range ps {
		out = append(out, backendSummary{p.Kind, p.Service, p.Type, p.Message, p.TraceID, p.Method, p.Route, p.Status, p.RequestTraceIDs, len(p.Frames)})
	}
	return out
}

func TestDecodeEnvelopeRecorded(t *testing.T) {
	tests := []struct {
		file    string
		want    []backendSummary
		dropped map[string]int
	}{
		// @sentry/node 11.12: an event item with no length, the exception
		// raised in chargeCard (server.js:23) called from the route (:18).
		{"sentry-node/001_api_42_envelope_.body", []backendSummary{{"event", "node", "Error", "card declined for cart quick-2", trace2, "POST", "/api/checkout", 0, []string{trace2}, 2}}, nil},
		{"sentry-node/002_api_42_envelope_.body", []backendSummary{{"event", "node", "Error", "card declined for cart slow-1", trace1, "POST", "/api/checkout", 0, []string{trace1}, 2}}, nil},
		// The page's own GET /: spans all ok.
		{"sentry-node/003_api_42_envelope_.body", nil, map[string]int{"span": 1}},
		// Span v2: the handler span (error.type Error, the message) and the
		// server span (method, route, 500) of one trace make one problem.
		{"sentry-node/004_api_42_envelope_.body", []backendSummary{{"span", "node", "Error", "card declined for cart quick-2", trace2, "POST", "/api/checkout", 500, []string{trace2}, 0}}, nil},
		{"sentry-spotlight/002_stream.body", []backendSummary{{"event", "node", "Error", "card declined for cart slow-1", trace1, "POST", "/api/checkout", 0, []string{trace1}, 2}}, nil},
		// python-sentry-sdk 1.9.10: transactions with length; the failed
		// one (internal_error, http.status_code 500 in its tags).
		{"python-sentry/001_api_42_envelope_.body", nil, map[string]int{"transaction": 1}},
		{"python-sentry/004_api_42_envelope_.body", []backendSummary{{"span", "python", "", "internal_error", trace1, "POST", "/api/checkout", 500, []string{trace1}, 0}}, nil},
		// sentry-go 0.50 (net/http, sentryhttp inside a recovering
		// middleware): the panic's event, its trace continued from the
		// request's sentry-trace header, which the event's request quotes
		// as Sentry-Trace; ten frames. Its transaction ends "ok" with 200:
		// the recovering middleware outside sentryhttp answered the 500.
		{"go-sentry/004_api_42_envelope_.body", []backendSummary{{"event", "go", "*errors.errorString", "card declined for cart slow-1", trace1, "POST", "/api/checkout", 0, []string{trace1}, 10}}, nil},
		{"go-sentry/005_api_42_envelope_.body", nil, map[string]int{"transaction": 1}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			env := DecodeEnvelope(recorded(t, tt.file), recordedAt)
			assert.Empty(t, env.Rejected)
			assert.Empty(t, env.TooLarge)
			assert.Equal(t, 1, env.Accepted)
			assert.Equal(t, tt.want, summarize(env.Problems))
			assert.Equal(t, tt.dropped, env.Dropped)
		})
	}
}

func TestDecodeStoreRecorded(t *testing.T) {
	// python-sentry-sdk 1.9.10 posts error events to /store/, gzipped.
	env := &Envelope{}
	env.addEvent(recorded(t, "python-sentry/003_api_42_store_.body"), "", recordedAt)
	require.Len(t, env.Problems, 1)
	p := env.Problems[0]
	assert.Equal(t, backendSummary{"event", "python", "ValueError", "card declined for cart slow-1", trace1, "POST", "/api/checkout", 0, []string{trace1}, 6},
		summarize(env.Problems)[0])
	assert.Equal(t, time.Date(2026, 11, 24, 23, 18, 16, 664000000, time.UTC), p.Time.Truncate(time.Millisecond))
	// Flask's frames are marked in_app too: the path tells them apart.
	i := capture.AppFrame(p.Frames)
	require.GreaterOrEqual(t, i, 0)
	assert.Equal(t, "/work/wt-i19/testdata/backends/flask-sentry/app.py:30", p.Frames[i].Where())
}

func TestEnvelopeFraming(t *testing.T) {
	event := `{"event_id":"e1","timestamp":1795562253.5,"exception":{"values":[{"type":"E","value":"boom"}]},"contexts":{"trace":{"trace_id":"4bf92f3577b34da6a3ce929d0e0e4736"}}}`
	tests := []struct {
		name     string
		body     string
		problems int
		accepted int
		rejected string
		tooLarge bool
	}{
		{"no length, no final newline", `{}` + "\n" + `{"type":"event"}` + "\n" + event, 1, 1, "", false},
		{"length with a newline in the payload", "{}\n" + `{"type":"event","length":` + itoa(len(event)+1) + "}\n" + event[:len(event)-1] + "\n}\n", 1, 1, "", false},
		{"blank lines between items", "{}\n\n" + `{"type":"event"}` + "\n" + event + "\n\n" + `{"type":"client_report"}` + "\n{}\n", 1, 2, "", false},
		{"empty envelope header", "\n" + `{"type":"event"}` + "\n" + event, 1, 1, "", false},
		{"unknown types dropped", "{}\n" + `{"type":"replay_recording","length":3}` + "\nabc\n" + `{"type":"attachment","length":0}` + "\n\n", 0, 2, "", false},
		{"bad payload beside a good one", "{}\n" + `{"type":"event"}` + "\n{nope\n" + `{"type":"event"}` + "\n" + event, 1, 1, "item 0 (event): event:", false},
		{"length past the end", "{}\n" + `{"type":"event","length":999}` + "\n" + event, 0, 0, "length 999", false},
		{"negative length", "{}\n" + `{"type":"event","length":-1}` + "\n" + event, 0, 0, "length -1", false},
		{"bad envelope header, items still read", "[1]\n" + `{"type":"event"}` + "\n" + event, 1, 1, "envelope header", false},
		{"bad item header", "{}\n" + `{"type":"event"}` + "\n" + event + "\nnot json\n", 1, 1, "item 1 header", false},
		{"item over 1 MiB", "{}\n" + `{"type":"attachment"}` + "\n" + strings.Repeat("x", MaxSentryItem+1) + "\n" + `{"type":"event"}` + "\n" + event, 1, 1, "", true},
		{"event payload not an object", "{}\n" + `{"type":"event"}` + "\n[]", 0, 0, "want a JSON object", false},
		{"info message dropped", "{}\n" + `{"type":"event"}` + "\n" + `{"message":"hello","level":"info"}`, 0, 1, "", false},
		{"a 404 transaction is no problem", "{}\n" + `{"type":"transaction"}` + "\n" + `{"type":"transaction","contexts":{"trace":{"status":"not_found","trace_id":"4bf92f3577b34da6a3ce929d0e0e4736"}},"tags":{"http.status_code":"404"}}`, 0, 1, "", false},
		{"a 404 status alone is no problem", "{}\n" + `{"type":"transaction"}` + "\n" + `{"type":"transaction","contexts":{"trace":{"status":"not_found"}}}`, 0, 1, "", false},
		{"a 503 transaction is one", "{}\n" + `{"type":"transaction"}` + "\n" + `{"type":"transaction","contexts":{"trace":{"status":"unavailable"}},"tags":{"http.status_code":"503"}}`, 1, 1, "", false},
		{"a 404 error span is no problem", "{}\n" + `{"type":"span"}` + "\n" + `{"version":2,"items":[{"trace_id":"4bf92f3577b34da6a3ce929d0e0e4736","status":"error","attributes":{"sentry.status.message":{"value":"not_found"},"http.response.status_code":{"value":404}}}]}`, 0, 1, "", false},
		{"error message kept", "{}\n" + `{"type":"event"}` + "\n" + `{"message":{"formatted":"db down"},"level":"error"}`, 1, 1, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := DecodeEnvelope([]byte(tt.body), recordedAt)
			assert.Len(t, env.Problems, tt.problems)
			assert.Equal(t, tt.accepted, env.Accepted)
			if tt.rejected == "" {
				assert.Empty(t, env.Rejected)
			} else {
				require.NotEmpty(t, env.Rejected)
				assert.Contains(t, env.Rejected[0], tt.rejected)
			}
			assert.Equal(t, tt.tooLarge, len(env.TooLarge) > 0)
		})
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// post sends body to the handler at path and returns the answer.
func post(tb testing.TB, h http.Handler, method, path string, header map[string]string, body []byte) *httptest.ResponseRecorder {
	tb.Helper()
	req := httptest.NewRequest(method, path, bytes.NewReader(body))
	for k, v := range header {
		req.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w
}

func gz(tb testing.TB, b []byte) []byte {
	tb.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	_, err := zw.Write(b)
	require.NoError(tb, err)
	require.NoError(tb, zw.Close())
	return buf.Bytes()
}

func newMux(store *capture.Store) *http.ServeMux {
	mux := http.NewServeMux()
	(&Sentry{Store: store, MaxBody: 4 << 20}).Register(mux)
	(&OTLP{Store: store, MaxBody: 4 << 20}).Register(mux)
	return mux
}

func TestSentryRoutes(t *testing.T) {
	event := `{"exception":{"values":[{"type":"E","value":"boom"}]},"contexts":{"trace":{"trace_id":"4bf92f3577b34da6a3ce929d0e0e4736"}}}`
	var deflated bytes.Buffer
	zw := zlib.NewWriter(&deflated)
	zw.Write([]byte(event))
	zw.Close()
	oldStore := base64.StdEncoding.EncodeToString(deflated.Bytes())

	tests := []struct {
		name    string
		method  string
		path    string
		header  map[string]string
		body    []byte
		status  int
		reason  string
		stored  int
		dropped map[string]uint64
	}{
		{"node envelope, no content type, key in the query", "POST", "/api/42/envelope/?sentry_key=k&sentry_version=7", nil,
			recorded(t, "sentry-node/001_api_42_envelope_.body"), 200, "", 1, nil},
		{"spotlight", "POST", "/stream", map[string]string{"Content-Type": "application/x-sentry-envelope"},
			recorded(t, "sentry-spotlight/001_stream.body"), 200, "", 1, nil},
		{"python gzipped store with X-Sentry-Auth", "POST", "/api/42/store/", map[string]string{"Content-Encoding": "gzip",
			"Content-Type": "application/json", "X-Sentry-Auth": "Sentry sentry_key=k, sentry_version=7"},
			gz(t, recorded(t, "python-sentry/002_api_42_store_.body")), 200, "", 1, nil},
		{"python gzipped envelope", "POST", "/api/42/envelope/", map[string]string{"Content-Encoding": "gzip"},
			gz(t, recorded(t, "python-sentry/001_api_42_envelope_.body")), 200, "", 0, map[string]uint64{"sentry:transaction": 1}},
		{"gzip without Content-Encoding", "POST", "/api/42/store/", nil, gz(t, recorded(t, "python-sentry/002_api_42_store_.body")), 200, "", 1, nil},
		{"gzip bomb without Content-Encoding", "POST", "/api/42/envelope/", nil, gz(t, bytes.Repeat([]byte("x"), 4<<20+1)), 413, "once decompressed", 0, nil},
		{"broken gzip without Content-Encoding", "POST", "/api/42/envelope/", nil, []byte{0x1f, 0x8b, 1, 2}, 400, "gzip", 0, nil},
		{"old SDK's base64 zlib store body", "POST", "/api/1/store/", nil, []byte(oldStore), 200, "", 1, nil},
		{"no trailing slash", "POST", "/api/42/envelope", nil, []byte("{}\n{\"type\":\"event\"}\n" + event), 200, "", 1, nil},
		{"GET", "GET", "/api/42/envelope/", nil, nil, 405, "use POST", 0, nil},
		{"bad gzip", "POST", "/api/42/envelope/", map[string]string{"Content-Encoding": "gzip"}, []byte("nope"), 400, "gzip", 0, nil},
		{"brotli", "POST", "/api/42/envelope/", map[string]string{"Content-Encoding": "br"}, []byte("x"), 415, "content encoding", 0, nil},
		{"bad item kept beside a good one", "POST", "/api/42/envelope/", nil,
			[]byte("{}\n{\"type\":\"event\"}\n{bad\n{\"type\":\"event\"}\n" + event), 200, "item 0 (event)", 1, nil},
		{"item over 1 MiB", "POST", "/api/42/envelope/", nil,
			[]byte("{}\n{\"type\":\"event\"}\n" + event + "\n{\"type\":\"attachment\"}\n" + strings.Repeat("x", MaxSentryItem+1)), 200, "more than", 1, map[string]uint64{}},
		{"only item over 1 MiB", "POST", "/api/42/envelope/", nil,
			[]byte("{}\n{\"type\":\"attachment\"}\n" + strings.Repeat("x", MaxSentryItem+1)), 413, "more than", 0, nil},
		{"store over 1 MiB", "POST", "/api/42/store/", nil, []byte(`{"message":"` + strings.Repeat("x", MaxSentryItem) + `"}`), 413, "more than", 0, nil},
		{"store not JSON", "POST", "/api/42/store/", nil, []byte("{nope"), 400, "event:", 0, nil},
		{"body over the cap", "POST", "/api/42/envelope/", nil, bytes.Repeat([]byte("x"), 4<<20+1), 413, "larger than", 0, nil},
		{"empty body", "POST", "/api/42/envelope/", nil, nil, 400, "empty body", 0, nil},
		{"client report", "POST", "/api/42/envelope/", nil, []byte("{}\n{\"type\":\"client_report\"}\n{\"discarded_events\":[]}\n"), 200, "", 0,
			map[string]uint64{"sentry:client_report": 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := capture.NewStore(capture.Config{Now: func() time.Time { return recordedAt }})
			w := post(t, newMux(store), tt.method, tt.path, tt.header, tt.body)
			assert.Equal(t, tt.status, w.Code, w.Body.String())
			assert.Equal(t, "application/json", w.Header().Get("Content-Type"))
			if tt.reason != "" {
				assert.Contains(t, w.Body.String(), tt.reason)
			}
			assert.Equal(t, tt.stored, store.Snapshot().Backend.Len())
			if tt.dropped != nil && len(tt.dropped) > 0 {
				assert.Equal(t, tt.dropped, store.Stats().Dropped)
			}
		})
	}
}

func TestSentryNoSecretStored(t *testing.T) {
	store := capture.NewStore(capture.Config{})
	mux := newMux(store)
	for _, f := range []string{"sentry-node/002_api_42_envelope_.body", "sentry-node/005_api_42_envelope_.body"} {
		require.Equal(t, 200, post(t, mux, "POST", "/api/42/envelope/", nil, recorded(t, f)).Code)
	}
	require.Equal(t, 200, post(t, mux, "POST", "/api/42/store/", map[string]string{"Content-Encoding": "gzip"},
		gz(t, recorded(t, "python-sentry/003_api_42_store_.body"))).Code)
	var all bytes.Buffer
	require.NoError(t, store.WriteSnapshot(&all))
	zr, err := gzip.NewReader(bytes.NewReader(all.Bytes()[len("errbundle snapshot v1\n"):]))
	require.NoError(t, err)
	text, err := io.ReadAll(zr)
	require.NoError(t, err)
	require.Contains(t, string(text), "card declined for cart slow-1", "the snapshot holds the problems")
	for _, secret := range []string{"sk_live_SECRET1", "COOKIESECRET", "4242424242424242"} {
		assert.NotContains(t, string(text), secret)
	}
}
