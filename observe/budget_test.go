package observe

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/testgen"
)

// budgetStore holds some 600 errors, so that a call of errors with limit
// 100 makes a reply of over 100 KB. The tests only read it.
var budgetStore = sync.OnceValue(func() *capture.Store {
	now := testgen.Now
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	g := testgen.Mixed(11)
	for i := range 250 {
		store.Add(g.Batch(i, now.Add(-time.Duration(249-i)*100*time.Millisecond)))
	}
	return store
})

// callText posts a call of args with id to url and returns the text of
// its result and whether it is a tool error.
func callText(tb testing.TB, url, id, args string) (string, bool) {
	tb.Helper()
	got := send(tb, url, wireRequest{header: oldHeaders("2025-06-18"), body: callBody(id, "", args)})
	require.Equal(tb, http.StatusOK, got.status, got.body)
	var reply struct {
		Result struct {
			Content []struct{ Text string } `json:"content"`
			IsError bool                    `json:"isError"`
		} `json:"result"`
	}
	require.NoError(tb, json.Unmarshal([]byte(got.body), &reply), got.body)
	require.Len(tb, reply.Result.Content, 1, got.body)
	return reply.Result.Content[0].Text, reply.Result.IsError
}

// TestReplyBudget: many large calls at once, on the direct path and the
// SDK's, never hold more reply bytes than the budget; each waits its turn
// and gets its whole reply.
func TestReplyBudget(t *testing.T) {
	store := budgetStore()
	const budget = 512 << 10
	h := NewHandler(store, "test", nil, nil, WithReplyBudget(budget, time.Minute)).(*httpHandler)
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	const big = `{"what":"errors","limit":100}`
	one, isErr := callText(t, srv.URL, "1", big)
	require.False(t, isErr, one)
	require.Greater(t, len(one), 100_000, "a reply too small to test the budget with")

	const calls = 12 // 12 replies of over 100 KB: more than twice the budget
	var wg sync.WaitGroup
	sizes := make([]int, calls)
	for i := range calls {
		wg.Go(func() {
			id := "1"
			if i%2 == 1 {
				id = "1.5" // an id the SDK's path answers
			}
			text, isErr := callText(t, srv.URL, id, big)
			assert.False(t, isErr, text)
			sizes[i] = len(text)
		})
	}
	wg.Wait()
	for i, n := range sizes {
		assert.Equal(t, len(one), n, "reply %d", i)
	}
	peak := h.h.replies.peak.Load()
	assert.LessOrEqual(t, peak, int64(budget), "reply bytes in flight")
	assert.GreaterOrEqual(t, peak, int64(len(one)), "no reply was counted")
	// A client has its whole reply before the handler returns and releases
	// it; Close waits for every handler to return.
	srv.Close()
	assert.Zero(t, h.h.replies.held.Load(), "bytes still held after every reply was written")
}

// TestReplyBudgetBusy: a call that finds no room in time is told so, as a
// tool error it can act on; and a reply larger than the whole budget says
// to ask for less.
func TestReplyBudgetBusy(t *testing.T) {
	store := budgetStore()
	h := NewHandler(store, "test", nil, nil, WithReplyBudget(1<<20, 0)).(*httpHandler)
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)

	g, err := h.h.replies.reserve(context.Background(), 1<<20) // another call's
	require.NoError(t, err)
	text, isErr := callText(t, srv.URL, "1", `{"what":"error_bundles"}`)
	assert.True(t, isErr)
	assert.Contains(t, text, "busy: other calls hold the 1 MiB of replies")
	assert.Contains(t, text, "retry")
	g.release()

	text, isErr = callText(t, srv.URL, "1", `{"what":"error_bundles"}`)
	assert.False(t, isErr, text)
	assert.Contains(t, text, `"bundles"`)

	small := NewHandler(store, "test", nil, nil, WithReplyBudget(64<<10, 0))
	srv2 := httptest.NewServer(small)
	t.Cleanup(srv2.Close)
	text, isErr = callText(t, srv2.URL, "1", `{"what":"errors","limit":500}`)
	assert.True(t, isErr)
	assert.Contains(t, text, "is over the 64 KiB a reply may be: pass a smaller limit")
	assert.Zero(t, small.(*httpHandler).h.replies.held.Load())
}
