package cdp_test

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/cdp"
	"github.com/errbundle/errbundle/internal/daemontest"
	"github.com/errbundle/errbundle/relay"
)

func TestMain(m *testing.M) { os.Exit(daemontest.Main(m)) }

// chromiumPath is the browser the tests drive: Debian's Chromium, or
// what cdp.Browsers finds. Without one the browser tests are skipped (CI
// installs Chromium, so they run there).
func chromiumPath(tb testing.TB) string {
	tb.Helper()
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	if found := cdp.Browsers(); len(found) > 0 {
		return found[0]
	}
	tb.Skip("no Chromium installed: skipping the browser test")
	return ""
}

// startChromium starts headless Chromium as another tool would, with
// --remote-debugging-port (0: the browser picks one), and returns its
// http endpoint and a stop function (also run at cleanup).
func startChromium(tb testing.TB, port int) (endpoint string, stop func()) {
	tb.Helper()
	profile, err := os.MkdirTemp("", "errbundle-cdp-test-")
	require.NoError(tb, err)
	cmd := exec.Command(chromiumPath(tb), "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
		"--no-first-run", "--no-default-browser-check", "--disable-background-networking", "--disable-component-update",
		"--remote-debugging-port="+strconv.Itoa(port), "--user-data-dir="+profile, "about:blank")
	require.NoError(tb, cmd.Start())
	exited := make(chan struct{})
	go func() {
		cmd.Wait()
		close(exited)
	}()
	stopped := false
	stop = func() {
		if stopped {
			return
		}
		stopped = true
		cmd.Process.Kill()
		<-exited
		os.RemoveAll(profile) // the browser's helpers may still write to it: no error asserted
	}
	tb.Cleanup(stop)
	// Chromium writes DevToolsActivePort only for a port it chose; a port
	// given is ready when it answers.
	deadline := time.Now().Add(20 * time.Second)
	for {
		if port != 0 {
			endpoint = "http://127.0.0.1:" + strconv.Itoa(port)
			if resp, err := http.Get(endpoint + "/json/version"); err == nil {
				resp.Body.Close()
				return endpoint, stop
			}
		} else {
			data, err := os.ReadFile(filepath.Join(profile, "DevToolsActivePort"))
			if first, _, _ := strings.Cut(string(data), "\n"); err == nil && first != "" {
				return "http://127.0.0.1:" + strings.TrimSpace(first), stop
			}
		}
		require.True(tb, time.Now().Before(deadline), "Chromium's DevTools port never answered")
		time.Sleep(50 * time.Millisecond)
	}
}

// observers numbers the attaches of a test process: each is an observer
// of its own, as each errbundle attach process is.
var observers atomic.Int64

// attach runs cdp.Run against endpoint, delivering to d as errbundle
// attach does, until the test ends.
func attach(tb testing.TB, d *daemontest.Daemon, endpoint string, origins cdp.Origins) {
	tb.Helper()
	ep, err := cdp.ParseEndpoint(endpoint, false)
	require.NoError(tb, err)
	observer := "attach-test-" + strconv.FormatInt(observers.Add(1), 10)
	sender := relay.NewSender(relay.Config{URL: d.URL("/v1/events"), FlushEvery: 20 * time.Millisecond, Observer: observer})
	ctx, cancel := context.WithCancel(context.Background())
	attached := make(chan struct{}, 8)
	done := make(chan error, 1)
	go func() {
		done <- cdp.Run(ctx, cdp.Config{Endpoint: ep, Sink: sender.Browser, Origins: origins, RetryEvery: 100 * time.Millisecond,
			Notify: func(msg string) {
				tb.Log("attach: " + msg)
				if strings.HasPrefix(msg, "attached") {
					attached <- struct{}{}
				}
			}})
	}()
	tb.Cleanup(func() {
		cancel()
		require.NoError(tb, <-done)
		sender.Close(context.Background())
	})
	select {
	case <-attached:
	case <-time.After(15 * time.Second):
		tb.Fatal("cdp.Run never attached to " + endpoint)
	}
}

// openTab opens url in a new tab through the browser's own HTTP endpoint,
// as a tool driving the browser would, and returns the tab's target id.
func openTab(tb testing.TB, endpoint, url string) string {
	tb.Helper()
	req, err := http.NewRequest(http.MethodPut, endpoint+"/json/new?"+url, nil)
	require.NoError(tb, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(tb, err)
	defer resp.Body.Close()
	var t struct {
		ID string `json:"id"`
	}
	require.NoError(tb, json.NewDecoder(resp.Body).Decode(&t))
	require.NotEmpty(tb, t.ID)
	return t.ID
}

// refusedAddr returns a loopback address nothing listens on, for a
// request to be refused. It is on 127.0.0.3 where the system has it: the
// tests' servers listen on 127.0.0.1:0, and one of them may be handed a
// port of 127.0.0.1 that closedPort has just let go, answering a request
// meant to be refused (seen under load: a CORS error, not
// ERR_CONNECTION_REFUSED).
func refusedAddr(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.3:0")
	if err != nil {
		return closedPort(tb) // macOS has only 127.0.0.1 unless told
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// closedPort returns a loopback address nothing listens on now.
func closedPort(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(tb, err)
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// observe calls the daemon's observe tool as an agent would, over MCP, and
// returns its first text content.
func observe(tb testing.TB, d *daemontest.Daemon, args map[string]any) string {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "cdp-test", Version: "0"}, nil)
	session, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: d.URL("/mcp")}, nil)
	require.NoError(tb, err)
	defer session.Close()
	res, err := session.CallTool(ctx, &mcp.CallToolParams{Name: "observe", Arguments: args})
	require.NoError(tb, err)
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			require.False(tb, res.IsError, "observe %v: %s", args, tc.Text)
			return tc.Text
		}
	}
	tb.Fatalf("observe %v answered no text", args)
	return ""
}

// waitFor polls observe args until ok accepts the reply, decoded into T,
// failing after 20 s with the last reply.
func waitFor[T any](tb testing.TB, d *daemontest.Daemon, args map[string]any, ok func(T) bool) T {
	tb.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		raw := observe(tb, d, args)
		var v T
		require.NoError(tb, json.Unmarshal([]byte(raw), &v), "observe %v: %s", args, raw)
		if ok(v) {
			return v
		}
		if time.Now().After(deadline) {
			tb.Fatalf("observe %v never answered what the test waits for; last answer: %s", args, raw)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

type errorItem struct {
	Message  string `json:"message"`
	Type     string `json:"type"`
	Kind     string `json:"kind"`
	Location string `json:"location"`
	URL      string `json:"url"`
	Line     int    `json:"line"`
	Column   int    `json:"column"`
	Stack    string `json:"stack"`
	TabID    any    `json:"tab_id"` // the extension's are numbers, attach's strings
	PageURL  string `json:"page_url"`
}

type errorsReply struct {
	Errors []errorItem `json:"errors"`
}

// find returns the first error whose message contains text.
func (r errorsReply) find(text string) (errorItem, bool) {
	for _, e := range r.Errors {
		if strings.Contains(e.Message, text) {
			return e, true
		}
	}
	return errorItem{}, false
}

// count is how many errors' messages contain text.
func (r errorsReply) count(text string) int {
	return containing(r.Errors, text, func(e errorItem) string { return e.Message })
}

// containing is how many items' field contains text.
func containing[T any](items []T, text string, field func(T) string) int {
	n := 0
	for _, it := range items {
		if strings.Contains(field(it), text) {
			n++
		}
	}
	return n
}
