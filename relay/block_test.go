package relay

import (
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/ingest"
)

// A block the child printed in one go reaches the daemon in two batches,
// as under load, with a query between them that found the process quiet
// by the store's clock: through the real splitter, sender, ingest handler
// and store, it is still one problem, with the route's location.
func TestBlockAcrossBatchesIsOneProblem(t *testing.T) {
	var storeClock atomic.Int64
	storeClock.Store(t0.UnixNano())
	store := capture.NewStore(capture.Config{Now: func() time.Time { return time.Unix(0, storeClock.Load()) }})
	mux := http.NewServeMux()
	(&ingest.V1{Store: store}).Register(mux)
	srv := httptest.NewServer(mux)
	defer srv.Close()

	var childClock atomic.Int64
	childClock.Store(t0.UnixNano())
	s := NewSender(Config{URL: srv.URL + "/v1/process", ProcessID: "web", FlushEvery: time.Millisecond,
		Now: func() time.Time { return time.Unix(0, childClock.Load()) }})
	defer closeSender(t, s)
	sp := NewSplitter(func(text string) { s.Line("stderr", text) })
	stored := func(n int) func() bool {
		return func() bool { return store.Stats().Buffers["lines"].Count == n }
	}

	// next dev 16's lines (classify/testdata/next/nextjs16-dev-routes.txt).
	sp.Write([]byte("⨯ TypeError: Cannot read properties of null (reading 'name')\n"))
	require.Eventually(t, stored(1), wait, time.Millisecond)
	storeClock.Store(t0.Add(1500 * time.Millisecond).UnixNano())
	store.FlushIdle() // a query
	require.Equal(t, 1, store.Snapshot().Problems.Len(), "the query stores the quiet head")

	childClock.Store(t0.Add(time.Millisecond).UnixNano())
	sp.Write([]byte("    at GET (app/api/profile/[id]/route.ts:10:41)\n" +
		"   8 |   const { id } = await params;\n" +
		"   9 |   const profile = load(id);\n" +
		"> 10 |   return Response.json({ name: profile!.name.toUpperCase() });\n" +
		"     |                                         ^\n" +
		" GET /api/profile/2 500 in 1829ms (next.js: 1313ms, application-code: 516ms)\n"))
	require.Eventually(t, stored(7), wait, time.Millisecond)

	var probs []*capture.Problem
	store.Snapshot().Problems.All(func(p *capture.Problem) bool { probs = append(probs, p); return true })
	require.Len(t, probs, 1)
	assert.Equal(t, "TypeError: Cannot read properties of null (reading 'name')", probs[0].Message)
	assert.Equal(t, "app/api/profile/[id]/route.ts:10:41", probs[0].Location)
}
