package cdp_test

import (
	"bufio"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
	"github.com/errbundle/errbundle/internal/npmtest"
)

// TestAgentBrowserTools runs the MCP browser tools agents use, real
// chrome-devtools-mcp and Playwright MCP from npm, as docs/browser.md
// configures them, on a browser errbundle records, and drives
// driven.html through their own tools from a real MCP client, as an
// agent would: open it in a new tab, click its buttons, read its
// console and requests. It checks that errbundle, asked through
// errbundle mcp from the same configuration, has each error with its
// place and reason and every console line and request once, that the
// default error_bundles reply fits in 16 KB, and that the tool's own
// tools still show the whole page: every line and request there too, no
// tab opened or closed but the tool's own, nothing paused (the tool's new
// tab loads, the page's timer ticks).
//
// chrome-devtools-mcp drives a Chromium another process started, which
// errbundle attach records; Playwright MCP drives the one errbundle
// browser --headless --port starts. The counts and places are read off
// driven.html by hand: 100 console.log lines and 20 fetches of
// driven.json for "Refresh everything", the null read at 18:10 (V8
// points at the property), console.error at 21:11, the CORS-blocked
// fetch at 24:3.
func TestAgentBrowserTools(t *testing.T) {
	tools := mcpTools(t)
	for _, tool := range []browserTool{chromeDevTools, playwrightMCP} {
		t.Run(tool.server, func(t *testing.T) {
			t.Parallel() // each has a browser, a daemon and pages of its own
			driveWith(t, tools, tool)
		})
	}
}

// driveWith is one tool's run of TestAgentBrowserTools; tools is where
// mcpTools installed them.
func driveWith(t *testing.T, tools string, tool browserTool) {
	srv := pages(t)
	bin := daemontest.Binary(t)
	d := daemontest.Start(t, bin, daemontest.Options{})
	endpoint := tool.browser(t, bin, d)
	before := pageTargets(t, endpoint)
	require.Len(t, before, 1, "the browser starts with one tab: %v", before)

	project := t.TempDir()
	servers := agentServers(t, tool.server)
	agent := connectServer(t, servers[tool.server], tools, project, endpoint, bin, d)
	listed, err := agent.ListTools(t.Context(), nil)
	require.NoError(t, err)
	names := map[string]bool{}
	for _, tt := range listed.Tools {
		names[tt.Name] = true
	}
	for _, name := range tool.uses {
		require.True(t, names[name], "%s has a tool %q (tools/list: %v)", tool.server, name, names)
	}

	page := srv.URL + "/driven.html"
	tool.open(t, agent, page)
	snap := tool.snapshot(t, agent)
	require.Contains(t, snap, "A page an agent drives", "the tool's snapshot shows the page")
	firstTick := ticks(t, tool, agent)
	// The burst first: the errors' bundles then hold its lines and
	// requests, which the default reply must trim to fit.
	for _, label := range []string{"Refresh everything", "Add to basket", "Check out", "Load prices"} {
		tool.click(t, agent, snap, label)
	}

	// errbundle, asked as the agent asks it.
	errbundle := connectServer(t, servers["errbundle"], tools, project, endpoint, bin, d)
	call := func(args map[string]any) string { return toolText(t, errbundle, "observe", args) }
	var got errorsReply
	logs, requests := 0, 0
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		require.NoError(t, json.Unmarshal([]byte(call(map[string]any{"what": "errors", "limit": 50})), &got))
		logs = strings.Count(call(map[string]any{"what": "logs", "limit": 500}), `"refresh step `)
		requests = strings.Count(call(map[string]any{"what": "network_bodies", "url": "driven.json", "limit": 100}), `"url":"`)
		_, thrown := got.find("reading 'push'")
		_, logged := got.find("checkout failed")
		_, cors := got.find("CORS error")
		if thrown && logged && cors && logs >= 100 && requests >= 20 || time.Now().After(deadline) {
			break
		}
	}
	targets := pageTargets(t, endpoint)
	tab := ""
	for id, url := range targets {
		if url == page {
			tab = "cdp-" + strings.ToLower(id[:8])
		}
	}
	require.NotEmpty(t, tab, "the tool's tab is a page target: %v", targets)
	places := map[string]string{"reading 'push'": "driven.html:18:10", "checkout failed: total is NaN {items: 3}": "driven.html:21:11",
		"CORS error": "driven.html:24:3"}
	for text, place := range places {
		e, ok := got.find(text)
		if assert.True(t, ok, "errbundle has %q", text) {
			assert.Equal(t, place, e.Location, "%q", text)
			assert.Equal(t, page, e.PageURL, "%q", text)
			assert.Equal(t, any(tab), e.TabID, "%q", text)
			assert.Equal(t, 1, got.count(text), "%q once", text)
		}
	}
	cors, _ := got.find("CORS error")
	assert.Contains(t, cors.Message, "Failed to fetch (CORS error: MissingAllowOriginHeader")
	assert.Equal(t, 100, logs, "every console line of the burst, once")
	assert.Equal(t, 20, requests, "every request of the burst, once")

	summary := call(map[string]any{"what": "get_errors"})
	for _, w := range []string{"→ driven.html:18:10", "→ driven.html:21:11", "MissingAllowOriginHeader"} {
		assert.Contains(t, summary, w)
	}
	bundles := call(map[string]any{"what": "error_bundles"})
	t.Logf("get_errors: %d bytes; error_bundles: %d bytes", len(summary), len(bundles))
	assert.LessOrEqual(t, len(bundles), 16<<10, "the default reply fits the agent's budget")
	for _, w := range []string{"reading 'push'", "checkout failed", "CORS error"} {
		assert.Contains(t, bundles, w)
	}

	// The tool's own view of the page is whole.
	console := tool.console(t, agent)
	for _, w := range []string{"checkout failed: total is NaN", "reading 'push'"} {
		assert.Contains(t, console, w, "the tool's console")
	}
	assert.Equal(t, 100, strings.Count(console, "refresh step "), "the tool's console has every line")
	assert.Equal(t, 20, strings.Count(tool.network(t, agent), "driven.json?n="), "the tool's network list has every request")
	assert.Greater(t, ticks(t, tool, agent), firstTick, "the page's timer runs: nothing paused it")
	assert.Len(t, targets, 2, "the first tab and the tool's: errbundle opened none and closed none: %v", targets)
	for id := range before {
		assert.Contains(t, targets, id, "the first tab is still there")
	}
	if t.Failed() {
		t.Log(call(map[string]any{"what": "errors", "limit": 50}))
		t.Log(console)
	}
}

// browserTool is one MCP browser tool: its name in docs/browser.md's
// configuration, the tools of its own this test calls (checked against
// tools/list first), and how an agent uses them.
type browserTool struct {
	server string
	uses   []string
	// browser starts the browser it drives and errbundle recording it,
	// and returns the browser's http endpoint.
	browser func(tb testing.TB, bin string, d *daemontest.Daemon) string
	// open opens url in a new tab, which later calls act on.
	open func(tb testing.TB, s *mcp.ClientSession, url string)
	// snapshot is the tool's text snapshot of the page.
	snapshot func(tb testing.TB, s *mcp.ClientSession) string
	// click clicks the button labelled label, found in snap.
	click func(tb testing.TB, s *mcp.ClientSession, snap, label string)
	// console and network are the tool's lists of the page's console
	// messages and requests.
	console, network func(tb testing.TB, s *mcp.ClientSession) string
	// evaluate runs fn, a JavaScript function, in the page.
	evaluate func(tb testing.TB, s *mcp.ClientSession, fn string) string
}

// chromeDevTools is chrome-devtools-mcp. Its page-scoped tools take the
// pageId list_pages gives (--page-id-routing, its default).
var chromeDevTools = browserTool{
	server: "chrome-devtools",
	uses:   []string{"list_pages", "new_page", "take_snapshot", "click", "list_console_messages", "list_network_requests", "evaluate_script"},
	browser: func(tb testing.TB, bin string, d *daemontest.Daemon) string {
		endpoint, _ := startChromium(tb, 0)
		rec := startRecorder(tb, bin, d, "attach", "--cdp", endpoint)
		rec.wait(tb, regexp.MustCompile(`errbundle attach: attached`))
		return endpoint
	},
	open: func(tb testing.TB, s *mcp.ClientSession, url string) {
		toolText(tb, s, "new_page", map[string]any{"url": url})
	},
	snapshot: func(tb testing.TB, s *mcp.ClientSession) string {
		return toolText(tb, s, "take_snapshot", map[string]any{"pageId": devtoolsPage(tb, s)})
	},
	click: func(tb testing.TB, s *mcp.ClientSession, snap, label string) {
		m := regexp.MustCompile(`uid=(\S+) button "` + regexp.QuoteMeta(label) + `"`).FindStringSubmatch(snap)
		require.NotNil(tb, m, "a button %q in the snapshot:\n%s", label, snap)
		toolText(tb, s, "click", map[string]any{"pageId": devtoolsPage(tb, s), "uid": m[1]})
	},
	console: func(tb testing.TB, s *mcp.ClientSession) string {
		return toolText(tb, s, "list_console_messages", map[string]any{"pageId": devtoolsPage(tb, s)})
	},
	network: func(tb testing.TB, s *mcp.ClientSession) string {
		return toolText(tb, s, "list_network_requests", map[string]any{"pageId": devtoolsPage(tb, s)})
	},
	evaluate: func(tb testing.TB, s *mcp.ClientSession, fn string) string {
		return toolText(tb, s, "evaluate_script", map[string]any{"pageId": devtoolsPage(tb, s), "function": fn})
	},
}

// devtoolsPage is the id of chrome-devtools-mcp's selected page, from
// its list_pages ("2: http://… [selected]").
func devtoolsPage(tb testing.TB, s *mcp.ClientSession) int {
	tb.Helper()
	list := toolText(tb, s, "list_pages", nil)
	m := regexp.MustCompile(`(?m)^(\d+): .*\[selected\]`).FindStringSubmatch(list)
	require.NotNil(tb, m, "a selected page in list_pages:\n%s", list)
	id, _ := strconv.Atoi(m[1])
	return id
}

// playwrightMCP is Playwright MCP. Over --cdp-endpoint it launches no
// browser, so it needs none of its own downloaded.
var playwrightMCP = browserTool{
	server: "playwright",
	uses:   []string{"browser_tabs", "browser_snapshot", "browser_click", "browser_console_messages", "browser_network_requests", "browser_evaluate"},
	browser: func(tb testing.TB, bin string, d *daemontest.Daemon) string {
		_, p, err := net.SplitHostPort(closedPort(tb))
		require.NoError(tb, err)
		rec := startRecorder(tb, bin, d, "browser", "--headless", "--browser", chromiumPath(tb), "--port", p)
		m := rec.wait(tb, regexp.MustCompile(`DevTools endpoint is (http://127\.0\.0\.1:\d+)`))
		require.Equal(tb, "http://127.0.0.1:"+p, m[1], "errbundle browser --port listens where it was told")
		rec.wait(tb, regexp.MustCompile(`errbundle browser: attached`))
		return m[1]
	},
	open: func(tb testing.TB, s *mcp.ClientSession, url string) {
		toolText(tb, s, "browser_tabs", map[string]any{"action": "new", "url": url})
	},
	snapshot: func(tb testing.TB, s *mcp.ClientSession) string {
		return toolText(tb, s, "browser_snapshot", nil)
	},
	click: func(tb testing.TB, s *mcp.ClientSession, snap, label string) {
		m := regexp.MustCompile(`button "` + regexp.QuoteMeta(label) + `" \[ref=(\w+)\]`).FindStringSubmatch(snap)
		require.NotNil(tb, m, "a button %q in the snapshot:\n%s", label, snap)
		toolText(tb, s, "browser_click", map[string]any{"target": m[1], "element": label + " button"})
	},
	console: func(tb testing.TB, s *mcp.ClientSession) string {
		return toolText(tb, s, "browser_console_messages", map[string]any{"level": "info"})
	},
	network: func(tb testing.TB, s *mcp.ClientSession) string {
		return toolText(tb, s, "browser_network_requests", nil)
	},
	evaluate: func(tb testing.TB, s *mcp.ClientSession, fn string) string {
		return toolText(tb, s, "browser_evaluate", map[string]any{"function": fn})
	},
}

// ticks reads driven.html's timer, a count its setInterval raises every
// 50 ms, with the tool's own evaluate, from its reply's last number.
func ticks(tb testing.TB, tool browserTool, s *mcp.ClientSession) int {
	tb.Helper()
	text := tool.evaluate(tb, s, "() => 'ticks=' + window.ticks")
	m := regexp.MustCompile(`ticks=(\d+)`).FindStringSubmatch(text)
	require.NotNil(tb, m, "the page's timer in the tool's reply:\n%s", text)
	n, _ := strconv.Atoi(m[1])
	return n
}

// mcpTools installs chrome-devtools-mcp and Playwright MCP as
// testdata/mcptools/package-lock.json pins them (once per lock file,
// see npmtest.CI) and returns that directory.
func mcpTools(tb testing.TB) string {
	tb.Helper()
	_, err := exec.LookPath("node")
	require.NoError(tb, err, "the MCP browser tools run on Node")
	npm, err := exec.LookPath("npm")
	require.NoError(tb, err, "the MCP browser tools install with npm")
	dir, err := filepath.Abs(filepath.Join("testdata", "mcptools"))
	require.NoError(tb, err)
	npmtest.CI(tb, npm, dir)
	return dir
}

// serverConfig is one entry of an MCP client's "mcpServers".
type serverConfig struct {
	Command string   `json:"command"`
	Args    []string `json:"args"`
}

// agentServers returns the servers of the configuration docs/browser.md
// shows for the browser tool named server: what the test runs is what
// a user copies.
func agentServers(tb testing.TB, server string) map[string]serverConfig {
	tb.Helper()
	doc, err := os.ReadFile(filepath.Join("..", "docs", "browser.md"))
	require.NoError(tb, err)
	for _, block := range regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(doc, -1) {
		var cfg struct {
			MCPServers map[string]serverConfig `json:"mcpServers"`
		}
		require.NoError(tb, json.Unmarshal(block[1], &cfg), "%s", block[1])
		if _, ok := cfg.MCPServers[server]; ok {
			require.Contains(tb, cfg.MCPServers, "errbundle", "the configuration pairs %s with errbundle", server)
			return cfg.MCPServers
		}
	}
	tb.Fatalf("docs/browser.md shows no configuration with a %q server", server)
	return nil
}

// connectServer starts cfg as an agent's MCP client does and connects to
// it with the go-sdk's client over stdio. The client offers project as
// its root. The configuration's DevTools port 9222 becomes endpoint's;
// "errbundle" is bin, talking to d; npx runs in dir, where mcpTools
// installed the tools, offline, so that it runs those and fetches none.
func connectServer(tb testing.TB, cfg serverConfig, dir, project, endpoint, bin string, d *daemontest.Daemon) *mcp.ClientSession {
	tb.Helper()
	require.NotEmpty(tb, cfg.Command)
	port := strings.TrimPrefix(endpoint, "http://127.0.0.1:")
	args := make([]string, len(cfg.Args))
	for i, a := range cfg.Args {
		args[i] = strings.ReplaceAll(a, "127.0.0.1:9222", "127.0.0.1:"+port)
	}
	command := cfg.Command
	if command == "errbundle" {
		command = bin
	}
	cmd := exec.Command(command, args...)
	cmd.Dir = dir
	// A home of the test's own: the tools keep caches and sockets there.
	cmd.Env = append(os.Environ(), "HOME="+filepath.Join(project, ".home"), "ERRBUNDLE_ADDR="+d.Addr, "npm_config_offline=true",
		// chrome-devtools-mcp's calls home, which a test has no business making.
		"CHROME_DEVTOOLS_MCP_NO_UPDATE_CHECKS=1", "CHROME_DEVTOOLS_MCP_NO_USAGE_STATISTICS=1")
	var stderr daemontest.Buffer
	cmd.Stderr = &stderr
	client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "0"}, nil)
	client.AddRoots(&mcp.Root{URI: "file://" + project, Name: "project"})
	s, err := client.Connect(tb.Context(), &mcp.CommandTransport{Command: cmd}, nil)
	require.NoError(tb, err, "%s %v:\n%s", cfg.Command, args, stderr.String())
	tb.Cleanup(func() {
		s.Close()
		if tb.Failed() {
			tb.Logf("%s %v said:\n%s", cfg.Command, args, stderr.String())
		}
	})
	return s
}

// toolText calls a tool and returns its text, failing on a tool error.
func toolText(tb testing.TB, s *mcp.ClientSession, name string, args map[string]any) string {
	tb.Helper()
	if args == nil {
		args = map[string]any{} // chrome-devtools-mcp wants an object, never null
	}
	res, err := s.CallTool(tb.Context(), &mcp.CallToolParams{Name: name, Arguments: args})
	require.NoError(tb, err, "%s %v", name, args)
	var text strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			text.WriteString(tc.Text)
		}
	}
	require.False(tb, res.IsError, "%s %v: %s", name, args, text.String())
	return text.String()
}

// pageTargets are the browser's tabs, by target id, with their URLs,
// from its own http endpoint.
func pageTargets(tb testing.TB, endpoint string) map[string]string {
	tb.Helper()
	resp, err := http.Get(endpoint + "/json/list")
	require.NoError(tb, err)
	defer resp.Body.Close()
	var list []struct{ ID, Type, URL string }
	require.NoError(tb, json.NewDecoder(resp.Body).Decode(&list))
	out := map[string]string{}
	for _, t := range list {
		if t.Type == "page" {
			out[t.ID] = t.URL
		}
	}
	return out
}

// recorder is an errbundle attach or errbundle browser process the test
// runs as a user would, sending to the test's daemon.
type recorder struct {
	lines chan string
}

// startRecorder runs bin with args until the test ends.
func startRecorder(tb testing.TB, bin string, d *daemontest.Daemon, args ...string) *recorder {
	tb.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "ERRBUNDLE_ADDR="+d.Addr)
	stderr, err := cmd.StderrPipe()
	require.NoError(tb, err)
	require.NoError(tb, cmd.Start())
	r := &recorder{lines: make(chan string, 1000)}
	exited := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			select {
			case r.lines <- sc.Text():
			default: // nobody waits for more: the test goes on
			}
		}
		cmd.Wait()
		close(exited)
	}()
	tb.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-exited
		}
	})
	return r
}

// wait returns the submatches of the first line to match re, failing
// after 30 s.
func (r *recorder) wait(tb testing.TB, re *regexp.Regexp) []string {
	tb.Helper()
	timeout := time.After(30 * time.Second)
	for {
		select {
		case line := <-r.lines:
			tb.Log(line)
			if m := re.FindStringSubmatch(line); m != nil {
				return m
			}
		case <-timeout:
			tb.Fatalf("no line matched %s in 30 s", re)
			return nil
		}
	}
}
