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

// TestPrefetchEachStackOnce: a batch's stacks reach the prefetch once per
// distinct stack and page, the redacted text the store kept, and a console
// error's multi-line message as a stack of its own.
func TestPrefetchEachStackOnce(t *testing.T) {
	type call struct{ stack, page string }
	var calls []call
	store := capture.NewStore(capture.Config{})
	mux := http.NewServeMux()
	(&V1{Store: store, Prefetch: func(stack, page string) { calls = append(calls, call{stack, page}) }}).Register(mux)

	const frames = `\n    at OrderList (http://localhost:5173/src/components/OrderList.tsx:42:17)`
	stack := `TypeError: order.items is not iterable` + frames
	other := `Error: Order 7 not found` + frames
	secret := `Error: token=abcdefghijklmnopqrstuvwxyz123456` + frames
	errorAt := func(stack, page string) string {
		return `{"timestamp":1770373805123,"message":"m","stack":"` + stack + `","page_url":"` + page + `"}`
	}
	body := `{"errors":[` + strings.Join([]string{
		errorAt(stack, "http://localhost:5173/orders"),
		errorAt(stack, "http://localhost:5173/orders"),
		errorAt(stack, "http://localhost:5173/checkout"),
		errorAt(other, "http://localhost:5173/orders"),
		errorAt(secret, "http://localhost:5173/orders"),
		errorAt(stack, "http://localhost:5173/orders"),
	}, ",") + `],"logs":[` +
		`{"timestamp":1770373805124,"level":"error","message":"` + stack + `","page_url":"http://localhost:5173/orders"},` +
		`{"timestamp":1770373805125,"level":"warn","message":"` + other + `","page_url":"http://localhost:5173/orders"},` +
		`{"timestamp":1770373805126,"level":"log","message":"` + other + `","page_url":"http://localhost:5173/orders"}]}`
	req := httptest.NewRequest(http.MethodPost, "/v1/events", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, req)
	require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
	require.Contains(t, rec.Body.String(), `"accepted":9`)

	unescape := func(s string) string { return strings.ReplaceAll(s, `\n`, "\n") }
	assert.Equal(t, []call{
		{unescape(stack), "http://localhost:5173/orders"},
		{unescape(stack), "http://localhost:5173/checkout"},
		{unescape(other), "http://localhost:5173/orders"},
		{"Error: token=[redacted]" + unescape(frames), "http://localhost:5173/orders"},
		// The console error's message is the first error's stack, on the
		// same page: prefetched already. A log below warning is not read.
	}, calls)
}
