package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/cli"
	"github.com/errbundle/errbundle/internal/daemontest"
	"github.com/errbundle/errbundle/observe"
)

// appServer is each project's dev server: a Python static server on the
// port in $PORT, printing a traceback first, as a crashing worker would.
// It prints no URL, so the daemon can know its port only from /proc.
const appServer = `import http.server, os, sys
sys.stderr.write('Traceback (most recent call last):\n  File "' + os.getcwd() + '/worker.py", line 3, in <module>\nValueError: ' + os.path.basename(os.getcwd()) + ' worker config missing\n')
sys.stderr.flush()
http.server.ThreadingHTTPServer(("127.0.0.1", int(os.environ["PORT"])), http.server.SimpleHTTPRequestHandler).serve_forever()
`

// app is one project: its directory, port and page.
type app struct {
	name, dir, port string
	cmd             *exec.Cmd
}

// startApp writes a project serving a page that throws, and runs its
// server under errbundle run, with the same command line as every other
// app: "python3 serve.py".
func startApp(t *testing.T, bin, addr, name string) *app {
	t.Helper()
	dir := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "serve.py"), []byte(appServer), 0o644))
	page := fmt.Sprintf(`<!doctype html><title>%[1]s</title>
<script src="http://%[2]s/capture.js"></script>
<script>setTimeout(function () { throw new Error("%[1]s page broke") }, 100)</script>`, name, addr)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte(page), 0o644))
	a := &app{name: name, dir: dir, port: strings.TrimPrefix(daemontest.FreeAddr(t), "127.0.0.1:")}
	a.cmd = exec.Command(bin, "run", "--addr", addr, "--", "python3", "serve.py")
	a.cmd.Dir = dir
	a.cmd.Env = append(runEnv(), "PORT="+a.port)
	a.cmd.Stdout, a.cmd.Stderr = &daemontest.Buffer{}, &daemontest.Buffer{}
	require.NoError(t, a.cmd.Start())
	t.Cleanup(func() {
		a.cmd.Process.Signal(syscall.SIGTERM)
		a.cmd.Wait()
	})
	return a
}

// httpClient connects a go-sdk client declaring roots to the daemon's /mcp.
func httpClient(t *testing.T, addr string, roots ...string) (*mcp.Client, *mcp.ClientSession) {
	t.Helper()
	c := mcp.NewClient(&mcp.Implementation{Name: "scope-test"}, nil)
	for _, r := range roots {
		c.AddRoots(&mcp.Root{URI: "file://" + r})
	}
	cs, err := c.Connect(t.Context(), &mcp.StreamableClientTransport{Endpoint: "http://" + addr + "/mcp", DisableStandaloneSSE: true}, nil)
	require.NoError(t, err)
	t.Cleanup(func() { cs.Close() })
	return c, cs
}

// callText calls observe and returns its text.
func callText(t *testing.T, cs *mcp.ClientSession, args map[string]any) string {
	t.Helper()
	res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: observe.ToolName, Arguments: args})
	require.NoError(t, err)
	text := cli.ResultText(res)
	require.False(t, res.IsError, text)
	return text
}

// scopedReply is what these tests read of error_bundles.
type scopedReply struct {
	OtherApps string `json:"other_apps"`
	Bundles   []struct {
		Error struct {
			Message string `json:"message"`
		} `json:"error"`
		Process []struct {
			Process string `json:"process"`
			Message string `json:"message"`
		} `json:"process"`
	} `json:"bundles"`
}

// messages are the bundles' error messages, sorted by the reply's order.
func (r scopedReply) messages() []string {
	var m []string
	for _, b := range r.Bundles {
		m = append(m, b.Error.Message)
	}
	return m
}

func bundlesOf(t *testing.T, cs *mcp.ClientSession, args map[string]any) scopedReply {
	t.Helper()
	args["what"] = observe.ModeErrorBundles
	var r scopedReply
	text := callText(t, cs, args)
	require.NoError(t, json.Unmarshal([]byte(text), &r), text)
	return r
}

// TestScopeTwoProjects runs two apps in two project directories under
// errbundle run, opens each one's page in headless Chromium, and asks
// through real MCP clients (HTTP with roots, stdio with and without) and
// the CLI.
func TestScopeTwoProjects(t *testing.T) {
	chromium := "/usr/bin/chromium"
	if _, err := os.Stat(chromium); err != nil {
		t.Skip("no Chromium")
	}
	bin := daemonBinary(t)
	d := startDaemon(t)
	shop := startApp(t, bin, d.Addr, "shop")
	// The second app starts once the first is known, so that its default
	// name meets the first's.
	waitStatus(t, d.Addr, func(st statusView) bool { return len(st.Processes) == 1 && len(st.Processes[0].Ports) > 0 })
	blog := startApp(t, bin, d.Addr, "blog")
	st := waitStatus(t, d.Addr, func(st statusView) bool {
		return len(st.Processes) == 2 && len(st.Processes[0].Ports) > 0 && len(st.Processes[1].Ports) > 0
	})
	ids := map[string]string{}
	for _, p := range st.Processes {
		ids[filepath.Base(p.Project)] = p.ID
		assert.Len(t, p.Ports, 1, "the ports %s listens on, from /proc", p.ID)
	}
	assert.Equal(t, map[string]string{"shop": "python3-serve-py", "blog": "python3-serve-py-blog"}, ids,
		"the second project's process gets its directory's name")

	// The pages: one on 127.0.0.1, one on localhost, both loopback.
	browser, cancelBrowser := headless(t, chromium)
	defer cancelBrowser()
	require.NoError(t, chromedp.Do(browser, chromedp.Navigate("http://127.0.0.1:"+shop.port+"/")))
	blogTab, cancelTab := chromedp.NewContext(browser)
	defer cancelTab()
	require.NoError(t, chromedp.Do(blogTab, chromedp.Navigate("http://localhost:"+blog.port+"/")))

	_, all := httpClient(t, d.Addr)
	waitUntil(t, func() bool { return len(bundlesOf(t, all, map[string]any{}).Bundles) == 2 })
	cancelBrowser()

	t.Run("HTTP clients with roots see their own app", func(t *testing.T) {
		_, a := httpClient(t, d.Addr, shop.dir)
		_, b := httpClient(t, d.Addr, filepath.Join(blog.dir, "src"))
		ra := bundlesOf(t, a, map[string]any{})
		assert.Equal(t, []string{"shop page broke"}, ra.messages())
		assert.Equal(t, `2 problems in other apps (blog): 1 page error, 1 dev-server error; scope: "all" to see them`, ra.OtherApps,
			"blog's page error and its worker's traceback")
		rb := bundlesOf(t, b, map[string]any{})
		assert.Equal(t, []string{"blog page broke"}, rb.messages())
		assert.Equal(t, `2 problems in other apps (shop): 1 page error, 1 dev-server error; scope: "all" to see them`, rb.OtherApps)

		both := bundlesOf(t, a, map[string]any{"scope": "all"})
		assert.ElementsMatch(t, []string{"shop page broke", "blog page broke"}, both.messages())
		assert.Empty(t, both.OtherApps)

		byOrigin := bundlesOf(t, a, map[string]any{"origin": "http://127.0.0.1:" + blog.port})
		assert.Equal(t, []string{"blog page broke"}, byOrigin.messages(), "origin by port: the page was on localhost")

		text := callText(t, a, map[string]any{"what": "get_errors"})
		assert.Contains(t, text, "shop page broke")
		assert.Contains(t, text, "shop worker config missing")
		assert.NotContains(t, text, "blog page broke")
		assert.NotContains(t, text, "blog worker")
		assert.Contains(t, text, `(2 problems in other apps (blog): 1 page error, 1 dev-server error; scope: "all" to see them)`)
		lines := strings.Split(text, "\n")
		assert.Regexp(t, `^cursor: [0-9a-f]{8}-\d+$`, lines[len(lines)-1], "the cursor is the last line, after the scope's")
	})

	t.Run("HTTP clients before 2026-07-28", func(t *testing.T) {
		connect := func(endpoint string) *mcp.ClientSession {
			c := mcp.NewClient(&mcp.Implementation{Name: "old-client"}, nil)
			c.AddRoots(&mcp.Root{URI: "file://" + shop.dir})
			cs, err := c.Connect(t.Context(), &mcp.StreamableClientTransport{Endpoint: endpoint, DisableStandaloneSSE: true},
				&mcp.ClientSessionOptions{ProtocolVersion: "2025-11-25"})
			require.NoError(t, err)
			t.Cleanup(func() { cs.Close() })
			return cs
		}
		// Stateless HTTP cannot ask it for its roots: everything, as before.
		assert.ElementsMatch(t, []string{"shop page broke", "blog page broke"},
			bundlesOf(t, connect("http://"+d.Addr+"/mcp"), map[string]any{}).messages())
		// Its configuration names the project.
		assert.Equal(t, []string{"blog page broke"},
			bundlesOf(t, connect("http://"+d.Addr+"/mcp?root="+url.QueryEscape(blog.dir)), map[string]any{}).messages())
	})

	t.Run("roots/list_changed moves the scope", func(t *testing.T) {
		c, cs := httpClient(t, d.Addr, shop.dir)
		assert.Equal(t, []string{"shop page broke"}, bundlesOf(t, cs, map[string]any{}).messages())
		c.RemoveRoots("file://" + shop.dir)
		c.AddRoots(&mcp.Root{URI: "file://" + blog.dir})
		assert.Equal(t, []string{"blog page broke"}, bundlesOf(t, cs, map[string]any{}).messages())
	})

	t.Run("stdio", func(t *testing.T) {
		stdioClient := func(t *testing.T, dir, version string, caps *mcp.ClientCapabilities, roots ...string) (*mcp.Client, *mcp.ClientSession) {
			cmd := exec.Command(bin, "mcp", "--addr", d.Addr)
			cmd.Dir = dir
			cmd.Env = runEnv()
			c := mcp.NewClient(&mcp.Implementation{Name: "stdio-test"}, &mcp.ClientOptions{Capabilities: caps})
			for _, r := range roots {
				c.AddRoots(&mcp.Root{URI: "file://" + r})
			}
			cs, err := c.Connect(t.Context(), &mcp.CommandTransport{Command: cmd}, &mcp.ClientSessionOptions{ProtocolVersion: version})
			require.NoError(t, err)
			t.Cleanup(func() { cs.Close() })
			return c, cs
		}
		stdio := func(t *testing.T, dir string, caps *mcp.ClientCapabilities, roots ...string) *mcp.ClientSession {
			_, cs := stdioClient(t, dir, "", caps, roots...)
			return cs
		}
		// No roots capability: the directory errbundle mcp started in.
		noRoots := stdio(t, blog.dir, &mcp.ClientCapabilities{})
		assert.Equal(t, []string{"blog page broke"}, bundlesOf(t, noRoots, map[string]any{}).messages())
		// Roots win over the directory.
		withRoots := stdio(t, blog.dir, nil, shop.dir)
		assert.Equal(t, []string{"shop page broke"}, bundlesOf(t, withRoots, map[string]any{}).messages())

		// Before protocol 2026-07-28 the proxy asks with roots/list, and
		// asks again after notifications/roots/list_changed.
		c, old := stdioClient(t, blog.dir, "2025-11-25", nil, shop.dir)
		assert.Equal(t, []string{"shop page broke"}, bundlesOf(t, old, map[string]any{}).messages())
		c.RemoveRoots("file://" + shop.dir)
		c.AddRoots(&mcp.Root{URI: "file://" + blog.dir})
		// The notification and the next call race: wait for the scope to move.
		waitUntil(t, func() bool {
			return slices.Equal([]string{"blog page broke"}, bundlesOf(t, old, map[string]any{}).messages())
		})
	})

	t.Run("the CLI prints what the tool returns", func(t *testing.T) {
		_, a := httpClient(t, d.Addr, shop.dir)
		for _, what := range observe.Modes {
			t.Run(what, func(t *testing.T) {
				// get_errors' text counts ages in seconds: a second may
				// pass between the two calls, so try again once.
				var tool, out string
				for range 3 {
					tool = callText(t, a, map[string]any{"what": what})
					out = cliObserve(t, bin, d.Addr, shop.dir, what)
					if out == tool+"\n" {
						break
					}
				}
				assert.Equal(t, tool+"\n", out)
			})
		}
		code, out := cliObserveCode(t, bin, d.Addr, shop.dir, "get_errors", "--fail-on", "error", "--json")
		assert.Equal(t, 1, code, out)
		assert.True(t, json.Valid([]byte(out)), out)
		code, _ = cliObserveCode(t, bin, d.Addr, shop.dir, "actions", "--fail-on", "warning")
		assert.Equal(t, 0, code, "no action is an error")
	})

	// Next to last: it adds a page error to the shop.
	t.Run("a proxy's pages are its project's", func(t *testing.T) {
		listen := daemontest.FreeAddr(t)
		px := exec.Command(bin, "proxy", "--listen", listen, "--addr", d.Addr, "http://127.0.0.1:"+shop.port)
		px.Dir = shop.dir
		px.Env = runEnv()
		px.Stdout, px.Stderr = &daemontest.Buffer{}, &daemontest.Buffer{}
		require.NoError(t, px.Start())
		t.Cleanup(func() {
			px.Process.Signal(syscall.SIGTERM)
			px.Wait()
		})
		_, port, _ := strings.Cut(listen, ":")
		waitStatus(t, d.Addr, func(st statusView) bool {
			for _, p := range st.Processes {
				if p.ID == "proxy" && slices.Contains(p.Ports, atoi(t, port)) {
					return p.Project == shop.dir
				}
			}
			return false
		})
		browser, stop := headless(t, chromium)
		defer stop()
		require.NoError(t, chromedp.Do(browser, chromedp.Navigate("http://"+listen+"/")))
		waitUntil(t, func() bool { return len(bundlesOf(t, all, map[string]any{"scope": "all"}).Bundles) == 3 })

		_, a := httpClient(t, d.Addr, shop.dir)
		pages := map[string]bool{}
		for _, e := range errorsOf(t, a) {
			pages[originOf(e.PageURL)] = true
		}
		assert.Equal(t, map[string]bool{"http://127.0.0.1:" + shop.port: true, "http://" + listen: true}, pages,
			"the shop's page, direct and through its proxy")
		_, b := httpClient(t, d.Addr, blog.dir)
		rb := bundlesOf(t, b, map[string]any{})
		assert.Equal(t, []string{"blog page broke"}, rb.messages())
		assert.Equal(t, `3 problems in other apps (shop): 2 page errors, 1 dev-server error; scope: "all" to see them`, rb.OtherApps)
	})

	// Last: it adds an error to each app.
	t.Run("a wait answers for its own project", func(t *testing.T) {
		_, a := httpClient(t, d.Addr, shop.dir)
		var first struct{ Cursor string }
		require.NoError(t, json.Unmarshal([]byte(callText(t, a, map[string]any{"what": "error_bundles"})), &first))
		done := make(chan scopedReply, 1)
		go func() {
			var r scopedReply
			text := callText(t, a, map[string]any{"what": "error_bundles", "after": first.Cursor, "wait_seconds": 20})
			assert.NoError(t, json.Unmarshal([]byte(text), &r), text)
			done <- r
		}()
		require.Eventually(t, func() bool { return d.waiting(t) == 1 }, 10*time.Second, 5*time.Millisecond)
		pageError := func(origin, msg string) {
			status, body := d.post(t, "/v1/events", fmt.Appendf(nil, `{"errors":[{"timestamp":%d,"message":%q,"page_url":%q}]}`,
				time.Now().UnixMilli(), msg, origin+"/"))
			require.Equal(t, 200, status, string(body))
		}
		pageError("http://localhost:"+blog.port, "blog broke while the shop waited")
		// Woken, it finds nothing of its project and waits on.
		require.Eventually(t, func() bool { return d.waiting(t) == 1 }, 10*time.Second, 5*time.Millisecond)
		select {
		case r := <-done:
			t.Fatalf("answered with another project's error: %+v", r)
		default:
		}
		pageError("http://127.0.0.1:"+shop.port, "shop broke while it waited")
		r := <-done
		assert.Equal(t, []string{"shop broke while it waited"}, r.messages())
	})
}

// headless starts headless Chromium; cancel stops it.
func headless(t *testing.T, chromium string) (context.Context, context.CancelFunc) {
	t.Helper()
	ctx, cancelCtx := context.WithTimeout(context.Background(), 60*time.Second)
	alloc, cancelAlloc := chromedp.NewExecAllocator(ctx, chromedp.ExecPath(chromium), chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("headless", "new"), chromedp.Flag("no-sandbox", true), chromedp.Flag("disable-gpu", true),
		chromedp.Flag("no-first-run", true), chromedp.Flag("disable-dev-shm-usage", true))
	browser, cancelBrowser := chromedp.NewContext(alloc)
	return browser, func() { cancelBrowser(); cancelAlloc(); cancelCtx() }
}

func cliObserve(t *testing.T, bin, addr, dir string, args ...string) string {
	t.Helper()
	code, out := cliObserveCode(t, bin, addr, dir, args...)
	require.Equal(t, 0, code, out)
	return out
}

func cliObserveCode(t *testing.T, bin, addr, dir string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"observe", "--addr", addr}, args...)...)
	cmd.Dir = dir
	cmd.Env = runEnv()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if err != nil {
		return exitCodeOf(t, err), stdout.String() + stderr.String()
	}
	return 0, stdout.String()
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	require.NoError(t, err)
	return n
}

// errorsOf is the errors view's browser errors.
func errorsOf(t *testing.T, cs *mcp.ClientSession) []struct {
	Message string `json:"message"`
	PageURL string `json:"page_url"`
} {
	t.Helper()
	var r struct {
		Errors []struct {
			Message string `json:"message"`
			PageURL string `json:"page_url"`
		} `json:"errors"`
	}
	text := callText(t, cs, map[string]any{"what": "errors", "source": "browser"})
	require.NoError(t, json.Unmarshal([]byte(text), &r), text)
	return r.Errors
}

func originOf(u string) string {
	p, err := url.Parse(u)
	if err != nil {
		return u
	}
	return p.Scheme + "://" + p.Host
}

// statusView is what these tests read of GET /v1/status.
type statusView struct {
	Processes []struct {
		ID      string `json:"id"`
		Project string `json:"project"`
		Ports   []int  `json:"ports"`
	} `json:"processes"`
}

func waitStatus(t *testing.T, addr string, ok func(statusView) bool) statusView {
	t.Helper()
	var st statusView
	waitUntil(t, func() bool {
		full, err := cli.FetchStatus(t.Context(), addr)
		require.NoError(t, err)
		b, _ := json.Marshal(full)
		st = statusView{}
		require.NoError(t, json.Unmarshal(b, &st))
		return ok(st)
	})
	return st
}

// waitUntil polls ok until it holds, failing after runWait.
func waitUntil(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(runWait)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal("condition never held")
		}
		time.Sleep(100 * time.Millisecond)
	}
}
