package daemon

import (
	"bufio"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSlowBodyCut: a client that sends headers and then stalls mid-body is
// answered 408 once the body deadline passes, on every ingest route, and
// its connection closed. The client's own read deadline only bounds the
// test: the answer comes when the daemon's deadline does.
func TestSlowBodyCut(t *testing.T) {
	d := newDaemon(t, Config{BodyTimeout: 50 * time.Millisecond})
	go d.Serve()
	for _, path := range []string{"/v1/events", "/api/1/envelope/", "/v1/traces", "/mcp"} {
		t.Run(path, func(t *testing.T) {
			conn, err := net.Dial("tcp", d.Addr())
			require.NoError(t, err)
			defer conn.Close()
			_, err = conn.Write([]byte("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 1000\r\n\r\n{\"logs\":["))
			require.NoError(t, err)
			require.NoError(t, conn.SetReadDeadline(time.Now().Add(30*time.Second)))
			resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
			require.NoError(t, err, "the daemon answers before the test gives up")
			defer resp.Body.Close()
			if path == "/mcp" {
				assert.GreaterOrEqual(t, resp.StatusCode, 400, "the MCP handler refuses the body it could not read")
			} else {
				assert.Equal(t, http.StatusRequestTimeout, resp.StatusCode)
			}
		})
	}
}

// deadlineConn records the read deadlines net/http and the daemon set.
type deadlineConn struct {
	net.Conn
	mu        *sync.Mutex
	deadlines *[]time.Time
}

func (c deadlineConn) SetReadDeadline(t time.Time) error {
	c.mu.Lock()
	*c.deadlines = append(*c.deadlines, t)
	c.mu.Unlock()
	return c.Conn.SetReadDeadline(t)
}

type deadlineListener struct {
	net.Listener
	mu    sync.Mutex
	conns []*[]time.Time
}

func (l *deadlineListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	ds := new([]time.Time)
	l.conns = append(l.conns, ds)
	return deadlineConn{c, &l.mu, ds}, nil
}

// TestBodyDeadlineSparesWaits: an observe call waiting with wait_seconds
// has had its body read, and its connection's read deadline is cleared:
// the body deadline cannot cut the wait, which ends when an error comes.
// The body timeout is an hour so that its deadline is told apart from the
// server's own.
func TestBodyDeadlineSparesWaits(t *testing.T) {
	const timeout = time.Hour
	d := newDaemon(t, Config{BodyTimeout: timeout})
	ln := &deadlineListener{Listener: d.ln}
	d.ln = ln
	go d.Serve()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil).Connect(context.Background(),
		&mcp.StreamableClientTransport{Endpoint: "http://" + d.Addr() + "/mcp"}, nil)
	require.NoError(t, err)
	t.Cleanup(func() { cs.Close() })
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "observe", Arguments: map[string]any{"what": "error_bundles"}})
	require.NoError(t, err)
	var first struct{ Cursor string }
	require.NoError(t, json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &first))

	began := time.Now()
	answer := make(chan string, 1)
	go func() {
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "observe",
			Arguments: map[string]any{"what": "error_bundles", "after": first.Cursor, "wait_seconds": 30}})
		if assert.NoError(t, err) {
			answer <- res.Content[0].(*mcp.TextContent).Text
		}
	}()
	require.Eventually(t, func() bool { return d.Store().Stats().Waiting == 1 }, 20*time.Second, 5*time.Millisecond)

	ours := func(t time.Time) bool { return !t.Before(began.Add(timeout - time.Minute)) }
	ln.mu.Lock()
	var armed, cleared int
	for _, ds := range ln.conns {
		for i, dl := range *ds {
			if ours(dl) {
				armed++
				if i+1 < len(*ds) && (*ds)[i+1].IsZero() {
					cleared++
				}
			}
		}
		if n := len(*ds); n > 0 && ours((*ds)[n-1]) {
			t.Errorf("a connection still has the body deadline armed: %v", *ds)
		}
	}
	ln.mu.Unlock()
	assert.Positive(t, armed, "the MCP posts got a body deadline")
	assert.Equal(t, armed, cleared, "each cleared once its body was read")

	resp := do(t, d.Handler(), http.MethodPost, "/v1/events", "127.0.0.1", "",
		`{"errors":[{"timestamp":`+jsonNumber(time.Now().UnixMilli())+`,"message":"wakes the waiter"}]}`)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	select {
	case text := <-answer:
		assert.Contains(t, text, "wakes the waiter")
	case <-time.After(20 * time.Second):
		t.Fatal("the waiting call did not answer")
	}
}

func jsonNumber(n int64) string { b, _ := json.Marshal(n); return string(b) }
