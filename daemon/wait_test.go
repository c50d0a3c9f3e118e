package daemon

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func heapInUse() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

// Two hundred agents waiting at once over HTTP cost a bounded, small
// amount each (the figure counts both sides, clients and daemon, since
// they share this process), all wake on one error, and all are gone after.
func TestManyWaitingCalls(t *testing.T) {
	const waiters = 200
	d := newDaemon(t, Config{})
	go d.Serve()
	// Pre-fill the store: a waiter must not pin a copy of it.
	var events []string
	for i := range 2000 {
		events = append(events, fmt.Sprintf(`{"timestamp":%d,"level":"info","message":"line %d %s"}`, time.Now().UnixMilli(), i, strings.Repeat("x", 200)))
	}
	post := func(body string) {
		resp, err := http.Post("http://"+d.Addr()+"/v1/events", "application/json", strings.NewReader(body))
		require.NoError(t, err)
		resp.Body.Close()
		require.Equal(t, 200, resp.StatusCode)
	}
	post(`{"logs":[` + strings.Join(events, ",") + `]}`)

	transport := &http.Transport{MaxIdleConnsPerHost: waiters}
	t.Cleanup(transport.CloseIdleConnections)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil).Connect(context.Background(),
		&mcp.StreamableClientTransport{Endpoint: "http://" + d.Addr() + "/mcp", HTTPClient: &http.Client{Transport: transport}}, nil)
	require.NoError(t, err)
	t.Cleanup(func() { cs.Close() })
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "observe", Arguments: map[string]any{"what": "error_bundles"}})
	require.NoError(t, err)
	var first struct{ Cursor string }
	require.NoError(t, json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &first))
	c := first.Cursor

	goroutines := runtime.NumGoroutine()
	before := heapInUse()
	var wg sync.WaitGroup
	answers := make(chan string, waiters)
	for range waiters {
		wg.Go(func() {
			res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "observe",
				Arguments: map[string]any{"what": "error_bundles", "after": c, "wait_seconds": 30}})
			if assert.NoError(t, err) {
				answers <- res.Content[0].(*mcp.TextContent).Text
			}
		})
	}
	require.Eventually(t, func() bool { return d.Store().Stats().Waiting == waiters }, 20*time.Second, 10*time.Millisecond)
	// Ingest that matches no waiter wakes them all; they look and wait on.
	post(`{"logs":[{"timestamp":1770373805123,"level":"info","message":"not an error"}]}`)
	require.Eventually(t, func() bool { return d.Store().Stats().Waiting == waiters }, 20*time.Second, 10*time.Millisecond)
	during := heapInUse()
	perWaiter := (int64(during) - int64(before)) / waiters
	t.Logf("heap in use: %d KiB before, %d KiB with %d waiting calls: %d B per call, clients included", before>>10, during>>10, waiters, perWaiter)
	assert.Less(t, perWaiter, int64(64<<10), "a waiting call costs a goroutine and its connection, not a copy of the store")

	woke := time.Now()
	post(fmt.Sprintf(`{"errors":[{"timestamp":%d,"message":"TypeError: boom","type":"TypeError"}]}`, time.Now().UnixMilli()))
	wg.Wait()
	t.Logf("all %d answered %v after the error was posted", waiters, time.Since(woke))
	close(answers)
	n := 0
	for a := range answers {
		assert.Contains(t, a, "TypeError: boom")
		assert.Contains(t, a, `"count":1`)
		n++
	}
	assert.Equal(t, waiters, n)
	assert.Zero(t, d.Store().Stats().Waiting)
	transport.CloseIdleConnections()
	require.Eventually(t, func() bool { return runtime.NumGoroutine() <= goroutines+10 }, 10*time.Second, 10*time.Millisecond,
		"the waiting calls' goroutines are gone")
}
