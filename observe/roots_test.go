package observe

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// A client that can be asked for its roots within a call is asked only
// when they decide something: while no process says where it runs, every
// call is one round trip.
func TestRootsAskedOnlyWhenTheyMatter(t *testing.T) {
	store, now := clockStore(t, capture.Config{})
	store.Add(capture.Batch{Errors: []*capture.Error{
		{Meta: capture.Meta{Time: now, PageURL: "http://localhost:5173/"}, Message: "shop broke"}}})

	ctx := context.Background()
	server := NewServer(store, "test", nil)
	var calls atomic.Int32
	server.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method == "tools/call" {
				calls.Add(1)
			}
			return next(ctx, method, req)
		}
	})
	ct, st := mcp.NewInMemoryTransports()
	ss, err := server.Connect(ctx, st, nil)
	require.NoError(t, err)
	t.Cleanup(func() { ss.Close() })
	client := mcp.NewClient(&mcp.Implementation{Name: "test-agent", Version: "1"}, nil)
	client.AddRoots(&mcp.Root{URI: "file:///work/blog"})
	cs, err := client.Connect(ctx, ct, nil)
	require.NoError(t, err)
	t.Cleanup(func() { cs.Close() })

	errorsSeen := func() []any {
		text, _, isErr := call(t, cs, map[string]any{"what": "errors"})
		require.False(t, isErr, text)
		return decode(t, text)["errors"].([]any)
	}
	assert.Len(t, errorsSeen(), 1, "no process known: one project, everything")
	assert.Equal(t, int32(1), calls.Load(), "answered without asking for roots")

	store.AddProcess("shop", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: now.Add(-time.Minute),
		Command: "npm run dev", Dir: "/work/shop"}}) // no pid: its port comes from its banner
	store.AddProcess("shop", []capture.ProcessEvent{{Type: capture.ProcessLine, Time: now.Add(-time.Minute), Stream: "stdout",
		Text: "  ➜  Local:   http://localhost:5173/"}})
	calls.Store(0)
	assert.Empty(t, errorsSeen(), "the blog's client is asked its roots, and the shop's page is not its")
	assert.Equal(t, int32(2), calls.Load(), "the call, then the call again with the roots")
}
