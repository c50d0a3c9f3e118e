package ingest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// TestBatchSentTwiceIsStoredOnce posts one batch under one id twice, as
// the script tag does when its page reclaims a batch its worker had sent:
// the second is answered as a duplicate and stores nothing; another id,
// and a post without one, store again.
func TestBatchSentTwiceIsStoredOnce(t *testing.T) {
	store := capture.NewStore(capture.Config{})
	mux := http.NewServeMux()
	(&V1{Store: store}).Register(mux)
	body := `{"logs":[{"timestamp":1770373805123,"level":"log","message":"one"},{"timestamp":1770373805124,"level":"log","message":"two"}]}`
	post := func(query string) (int, string) {
		req := httptest.NewRequest(http.MethodPost, "/v1/events"+query, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, req)
		return rec.Code, rec.Body.String()
	}
	code, reply := post("?batch=k3y-1")
	require.Equal(t, http.StatusOK, code, reply)
	assert.JSONEq(t, `{"accepted":2,"rejected":[]}`, reply)
	code, reply = post("?batch=k3y-1")
	require.Equal(t, http.StatusOK, code, reply)
	assert.JSONEq(t, `{"accepted":0,"rejected":[],"duplicate":true}`, reply)
	assert.Equal(t, 2, store.Snapshot().Logs.Len())

	code, _ = post("?batch=k3y-2")
	require.Equal(t, http.StatusOK, code)
	code, _ = post("")
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, 6, store.Snapshot().Logs.Len())

	code, reply = post("?batch=" + strings.Repeat("x", maxBatchID+1))
	assert.Equal(t, http.StatusBadRequest, code)
	assert.Contains(t, reply, "batch id longer than 64 bytes")
	assert.Equal(t, 6, store.Snapshot().Logs.Len())
}

// TestBatchIDsForgetTheOldest: the set holds the last seenBatches ids,
// so an id comes back as new once that many others followed it.
func TestBatchIDsForgetTheOldest(t *testing.T) {
	var b batchIDs
	require.True(t, b.first("a"))
	require.False(t, b.first("a"))
	for i := range seenBatches - 1 {
		require.True(t, b.first(fmt.Sprint(i)))
	}
	assert.False(t, b.first("a"), "still among the last %d", seenBatches)
	require.True(t, b.first("one more"))
	assert.True(t, b.first("a"), "evicted by the %dth id after it", seenBatches)
	assert.Len(t, b.set, seenBatches)
}
