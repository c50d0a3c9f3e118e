package ingest

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// TestV1ReusedBuffersLeaveStoredEventsAlone posts bodies of one size
// in turn, so each is read into the buffer the one before used, and checks
// that what was stored from the earlier ones did not change.
func TestV1ReusedBuffersLeaveStoredEventsAlone(t *testing.T) {
	store := capture.NewStore(capture.Config{})
	mux := http.NewServeMux()
	(&V1{Store: store}).Register(mux)
	letters := "abcdefgh"
	for _, c := range letters {
		msg := strings.Repeat(string(c), 4096)
		body := `{"logs":[{"timestamp":1770373805123,"level":"warn","message":"` + msg + `","tab_id":"` + string(c) + `"}],` +
			`"network":[{"timestamp":1770373805123,"method":"GET","url":"/` + string(c) + `","response_body":"` + msg + `"}]}`
		req := httptest.NewRequest(http.MethodPost, "/v1/events", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, req)
		require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
	}
	snap := store.Snapshot()
	var got []string
	snap.Logs.All(func(l *capture.Log) bool {
		assert.Equal(t, strings.Repeat(string(l.TabID), 4096), l.Message)
		got = append(got, string(l.TabID))
		return true
	})
	assert.Len(t, got, len(letters))
	snap.Requests.All(func(r *capture.Request) bool {
		assert.Equal(t, strings.Repeat(r.URL[1:], 4096), r.ResponseBody)
		return true
	})
}

// TestV1ProcessDropsUnprovenDirs: a start whose directory its sender did
// not prove is kept without it, and the rejection names the start's place
// in the posted array, past an event the decoder rejected before it.
func TestV1ProcessDropsUnprovenDirs(t *testing.T) {
	store := capture.NewStore(capture.Config{})
	mux := http.NewServeMux()
	(&V1{Store: store, TrustDir: func(_ *http.Request, pid int, dir string) bool { return dir == "/work/shop" }}).Register(mux)
	body := `{"process_id":"web","events":[{"type":"line"},` +
		`{"type":"start","timestamp":1770373805123,"command":"vite","cwd":"/etc","pid":7},` +
		`{"type":"start","timestamp":1770373805124,"command":"vite","cwd":"/work/shop","pid":8}]}`
	req := httptest.NewRequest(http.MethodPost, "/v1/process", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, req)
	require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
	assert.Contains(t, rec.Body.String(), `"kind":"events","index":0`)
	assert.Contains(t, rec.Body.String(), `"kind":"cwd","index":1`)
	assert.NotContains(t, rec.Body.String(), `"index":2`)
	assert.Equal(t, []string{"/work/shop"}, store.ProcessDirs())
}
