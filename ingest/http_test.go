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
