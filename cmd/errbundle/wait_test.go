package main

import (
	"context"
	"encoding/json"
	"os/exec"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// waiting is the daemon's count of calls waiting for something new.
func (d *binDaemon) waiting(tb testing.TB) int {
	tb.Helper()
	return int(d.health(tb)["waiting_queries"].(float64))
}

// The agent's loop over a real client, over HTTP and through the stdio
// proxy: read, keep the cursor, then wait after it for what comes next.
func TestWaitForTheNextError(t *testing.T) {
	d := startDaemon(t)
	for _, tr := range []struct {
		name    string
		session func(testing.TB) *mcp.ClientSession
	}{{"http", d.httpSession}, {"stdio", d.stdioSession}} {
		t.Run(tr.name, func(t *testing.T) {
			cs := tr.session(t)
			status, _ := d.post(t, "/v1/events", browserEvents(time.Now(), "seen-"+tr.name))
			require.Equal(t, 200, status)
			text, _ := observeCall(t, cs, map[string]any{"what": "error_bundles"})
			require.Contains(t, text, "seen-"+tr.name)
			var first struct{ Cursor string }
			require.NoError(t, json.Unmarshal([]byte(text), &first))
			require.NotEmpty(t, first.Cursor)

			type answer struct {
				text string
				at   time.Time
			}
			done := make(chan answer, 1)
			go func() {
				text, _ := observeCall(t, cs, map[string]any{"what": "error_bundles", "after": first.Cursor, "wait_seconds": 15})
				done <- answer{text, time.Now()}
			}()
			require.Eventually(t, func() bool { return d.waiting(t) == 1 }, 10*time.Second, 5*time.Millisecond)
			posting := time.Now()
			status, _ = d.post(t, "/v1/events", browserEvents(time.Now(), "new-"+tr.name))
			require.Equal(t, 200, status)
			// Posted: the daemon has stored the error and answered the post.
			posted := time.Now()
			a := <-done
			took := a.at.Sub(posted)
			t.Logf("%s: answered %v after the post began, %v after it was answered", tr.name, a.at.Sub(posting), took)
			assert.Less(t, took, 100*time.Millisecond, "answers as soon as the error lands, not at the end of the wait")
			var next struct {
				Bundles []struct {
					Error struct{ Message string }
				}
				Count  int
				Cursor string
			}
			require.NoError(t, json.Unmarshal([]byte(a.text), &next))
			require.Equal(t, 1, next.Count, "what was already read is not repeated")
			assert.Equal(t, "TypeError: total of undefined new-"+tr.name, next.Bundles[0].Error.Message)

			// Quiet: empty at the end of the wait, the cursor unchanged.
			began := time.Now()
			text, _ = observeCall(t, cs, map[string]any{"what": "error_bundles", "after": next.Cursor, "wait_seconds": 0.5})
			assert.GreaterOrEqual(t, time.Since(began), 500*time.Millisecond)
			var quiet struct {
				Bundles []any
				Count   int
				Cursor  string
			}
			require.NoError(t, json.Unmarshal([]byte(text), &quiet))
			assert.Zero(t, quiet.Count)
			assert.Empty(t, quiet.Bundles)
			assert.Equal(t, next.Cursor, quiet.Cursor)
			assert.Zero(t, d.waiting(t))
		})
	}
}

// A client that goes away ends its wait on the daemon: a cancelled call
// over HTTP or through the proxy, and a proxy whose agent quits.
func TestWaitEndsWhenTheClientGoes(t *testing.T) {
	d := startDaemon(t)
	waitCall := func(cs *mcp.ClientSession, ctx context.Context) chan error {
		errc := make(chan error, 1)
		go func() {
			_, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "observe", Arguments: map[string]any{"what": "errors", "wait_seconds": 60}})
			errc <- err
		}()
		require.Eventually(t, func() bool { return d.waiting(t) == 1 }, 10*time.Second, 5*time.Millisecond)
		return errc
	}
	for _, tr := range []struct {
		name    string
		session func(testing.TB) *mcp.ClientSession
	}{{"http", d.httpSession}, {"stdio", d.stdioSession}} {
		t.Run(tr.name+" cancel", func(t *testing.T) {
			cs := tr.session(t)
			ctx, cancel := context.WithCancel(context.Background())
			errc := waitCall(cs, ctx)
			cancel()
			assert.Error(t, <-errc)
			require.Eventually(t, func() bool { return d.waiting(t) == 0 }, 10*time.Second, 5*time.Millisecond)
			// The session is still good.
			text, _ := observeCall(t, cs, map[string]any{"what": "errors"})
			assert.Contains(t, text, `"cursor"`)
		})
	}
	t.Run("stdio proxy killed", func(t *testing.T) {
		cmd := exec.Command(daemonBinary(t), "mcp", "--addr", d.Addr)
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "test-agent", Version: "1"}, nil).
			Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
		require.NoError(t, err)
		waitCall(cs, context.Background())
		require.NoError(t, cmd.Process.Kill())
		require.Eventually(t, func() bool { return d.waiting(t) == 0 }, 10*time.Second, 5*time.Millisecond)
		cs.Close()
	})
}
