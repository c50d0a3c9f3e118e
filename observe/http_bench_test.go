package observe_test

import (
	"context"
	"net"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/cputime"
	"github.com/errbundle/errbundle/internal/testgen"
	"github.com/errbundle/errbundle/observe"
)

// fullStore is a store of default size whose every browser buffer is full,
// as the daemon's is after a busy session: 4,000 batches of the testgen mix
// (200,000 events, 10,000 of them errors) over the ten minutes before
// [testgen.Now], 333 events/s.
func fullStore(tb testing.TB) *capture.Store {
	tb.Helper()
	store := capture.NewStore(capture.Config{Now: func() time.Time { return testgen.Now }})
	g := testgen.Mixed(7)
	const batches = 4_000
	for i := range batches {
		store.Add(g.Batch(i, testgen.Now.Add(-time.Duration(batches-1-i)*150*time.Millisecond)))
	}
	st := store.Stats()
	for name, b := range st.Buffers {
		if name == "lines" || name == "problems" || name == "backend" {
			continue
		}
		require.Equal(tb, b.Capacity, b.Count, "buffer %s is not full", name)
	}
	return store
}

// BenchmarkObserveHTTP measures the default error_bundles call as an agent
// makes it: the daemon's MCP handler on 127.0.0.1:0 over full default
// buffers, called with the go-sdk client over streamable HTTP. It reports
// the p50 and p99 of the calls beside ns/op. direct is the handler the
// daemon serves ([observe.NewHandler]); sdk is the same server with every
// call going through the go-sdk's handler, the baseline of the same run.
func BenchmarkObserveHTTP(b *testing.B) {
	store := fullStore(b)
	for _, bc := range []struct {
		name    string
		handler http.Handler
	}{
		{"direct", observe.NewHandler(store, "bench", nil, nil)},
		{"sdk", observe.SDKHandler(store, "bench", nil, nil)},
	} {
		b.Run(bc.name, func(b *testing.B) { benchmarkCalls(b, bc.handler) })
	}
}

func benchmarkCalls(b *testing.B, handler http.Handler) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(b, err)
	srv := &http.Server{Handler: handler}
	go srv.Serve(ln)
	b.Cleanup(func() { srv.Close() })

	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "bench-agent", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + ln.Addr().String() + "/mcp", DisableStandaloneSSE: true}, nil)
	require.NoError(b, err)
	b.Cleanup(func() { cs.Close() })
	params := &mcp.CallToolParams{Name: observe.ToolName, Arguments: map[string]any{"what": "error_bundles"}}
	// A few calls first, so that connections and pools are warm.
	for range 20 {
		res, err := cs.CallTool(ctx, params)
		require.NoError(b, err)
		require.False(b, res.IsError)
		require.Len(b, res.Content, 1)
	}

	lat := make([]time.Duration, 0, 4096)
	cpu0 := cputime.Used()
	for b.Loop() {
		t0 := time.Now()
		res, err := cs.CallTool(ctx, params)
		lat = append(lat, time.Since(t0))
		if err != nil || res.IsError {
			b.Fatalf("call: %v %v", err, res)
		}
	}
	cputime.Report(b, cpu0)
	slices.Sort(lat)
	at := func(q float64) float64 {
		return float64(lat[min(int(q*float64(len(lat))), len(lat)-1)].Nanoseconds()) / 1e6
	}
	b.ReportMetric(at(0.50), "p50-ms")
	b.ReportMetric(at(0.99), "p99-ms")
}
