package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/daemon"
)

// inspectorVersion is the MCP Inspector whose --strict check the tool
// schema must pass. Its package.json asks for Node 22.19, but the CLI's
// tools/list runs on the Node 20 of the development machines; npm warns
// (EBADENGINE) and installs it.
const inspectorVersion = "2.12.0"

// inspectorDir is where the inspector is installed, outside the repository
// so that CI can cache it between runs:
//
//	npm install --prefix "$HOME/.cache/errbundle-npm" @modelcontextprotocol/inspector@2.12.0
func inspectorDir(tb testing.TB) string {
	tb.Helper()
	cache, err := os.UserCacheDir()
	require.NoError(tb, err)
	return filepath.Join(cache, "errbundle-npm")
}

var installInspector sync.Once

// inspector returns the path of the inspector's launcher, installing the
// pinned version with npm if it is missing. Without node and npm the test
// is skipped; with them, a failed install fails it.
func inspector(tb testing.TB) string {
	tb.Helper()
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			tb.Skipf("%s not found: the MCP Inspector needs Node.js and npm", tool)
		}
	}
	dir := inspectorDir(tb)
	bin := filepath.Join(dir, "node_modules", ".bin", "mcp-inspector")
	installInspector.Do(func() {
		if installedVersion(dir) == inspectorVersion {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, "npm", "install", "--prefix", dir, "--no-audit", "--no-fund",
			"@modelcontextprotocol/inspector@"+inspectorVersion)
		out, err := cmd.CombinedOutput()
		require.NoError(tb, err, "npm install the inspector:\n%s", out)
	})
	require.Equal(tb, inspectorVersion, installedVersion(dir), "inspector in %s", dir)
	return bin
}

// installedVersion is the version of the inspector installed under dir,
// or "" if there is none.
func installedVersion(dir string) string {
	b, err := os.ReadFile(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "inspector", "package.json"))
	if err != nil {
		return ""
	}
	var pkg struct {
		Version string `json:"version"`
	}
	if json.Unmarshal(b, &pkg) != nil {
		return ""
	}
	return pkg.Version
}

// runInspector runs the inspector's CLI against target (a URL, or a
// command and its arguments) with the method arguments and returns what it
// printed; it fails the test when the CLI fails.
func runInspector(tb testing.TB, bin string, target []string, method ...string) (stdout, stderr string) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	args := append(append([]string{"--cli"}, target...), method...)
	cmd := exec.CommandContext(ctx, bin, args...)
	// The stdio server must talk to the test's daemon, never start its own.
	cmd.Env = append(os.Environ(), daemon.EnvNoAutostart+"=1")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	// Exit status 6 means an error-severity schema problem.
	require.NoError(tb, cmd.Run(), "inspector:\n%s", errOut.String())
	return out.String(), errOut.String()
}

// inspect runs the inspector's CLI with tools/list --strict against target
// and returns the tools it listed and the portability warnings it reported.
func inspect(tb testing.TB, bin string, target ...string) (tools []string, warnings int, stderr string) {
	tb.Helper()
	out, stderr := runInspector(tb, bin, target, "--method", "tools/list", "--strict")
	var list struct {
		Tools []struct {
			Name string `json:"name"`
		} `json:"tools"`
	}
	require.NoError(tb, json.Unmarshal([]byte(out), &list), "tools/list output:\n%s", out)
	for _, t := range list.Tools {
		tools = append(tools, t.Name)
	}
	// Each problem is reported as a "Warning: tool ..." paragraph, then a
	// count ("0 errors, 2 warnings across 1 tool."); a clean list prints
	// neither.
	warnings = len(warningRE.FindAllString(stderr, -1))
	if m := summaryRE.FindStringSubmatch(stderr); m != nil {
		n, _ := strconv.Atoi(m[1])
		warnings = max(warnings, n)
	}
	return tools, warnings, stderr
}

var (
	warningRE = regexp.MustCompile(`(?m)^Warning: tool `)
	summaryRE = regexp.MustCompile(`(\d+) warnings? across`)
)

// TestInspectorStrict runs the MCP Inspector's --strict schema check
// against the real binary, over stdio (errbundle mcp, which forwards to the
// daemon) and over streamable HTTP (the daemon's /mcp), as an agent's
// client would list the tool.
func TestInspectorStrict(t *testing.T) {
	bin := inspector(t)
	d := startDaemon(t)

	t.Run("stdio", func(t *testing.T) {
		tools, warnings, stderr := inspect(t, bin, daemonBinary(t), "mcp", "--addr", d.Addr)
		assert.Equal(t, []string{"observe"}, tools)
		assert.Zero(t, warnings, stderr)
	})
	t.Run("http", func(t *testing.T) {
		tools, warnings, stderr := inspect(t, bin, "--transport", "http", d.URL("/mcp"))
		assert.Equal(t, []string{"observe"}, tools)
		assert.Zero(t, warnings, stderr)
	})
}

// TestInspectorCalls has the inspector, a client built on the TypeScript
// SDK, call observe on the real binary over streamable HTTP (which the
// daemon answers on its direct path) and over stdio, and read the reply.
func TestInspectorCalls(t *testing.T) {
	bin := inspector(t)
	d := startDaemon(t)
	msg := `Unexpected token '<', "<!DOCTYPE "... is not valid JSON & more`
	body, err := json.Marshal(map[string]any{"errors": []map[string]any{{
		"timestamp": time.Now().UTC().Format(time.RFC3339Nano), "message": msg, "page_url": "http://localhost:5173/",
	}}})
	require.NoError(t, err)
	status, reply := d.post(t, "/v1/events", body)
	require.Equal(t, http.StatusOK, status, string(reply))

	for name, target := range map[string][]string{
		"http":  {"--transport", "http", d.URL("/mcp")},
		"stdio": {daemonBinary(t), "mcp", "--addr", d.Addr},
	} {
		t.Run(name, func(t *testing.T) {
			out, stderr := runInspector(t, bin, target, "--method", "tools/call", "--tool-name", "observe", "--tool-arg", "what=errors")
			var res struct {
				Content []struct {
					Type string `json:"type"`
					Text string `json:"text"`
				} `json:"content"`
				IsError bool `json:"isError"`
			}
			require.NoError(t, json.Unmarshal([]byte(out), &res), "tools/call output:\n%s\n%s", out, stderr)
			require.False(t, res.IsError, out)
			require.Len(t, res.Content, 1)
			var view struct {
				Errors []struct {
					Message string `json:"message"`
				} `json:"errors"`
				Cursor string `json:"cursor"`
			}
			require.NoError(t, json.Unmarshal([]byte(res.Content[0].Text), &view), res.Content[0].Text)
			require.Len(t, view.Errors, 1)
			assert.Equal(t, msg, view.Errors[0].Message)
			assert.NotEmpty(t, view.Cursor)
		})
	}
}

// TestInspectorStrictCatchesTypeLists checks the check: a property whose
// type is a list, as observe's tab_id and since were, is reported by the
// pinned inspector, so that a clean report above means something.
func TestInspectorStrictCatchesTypeLists(t *testing.T) {
	bin := inspector(t)
	server := mcp.NewServer(&mcp.Implementation{Name: "typelist", Version: "1"}, nil)
	server.AddTool(&mcp.Tool{Name: "union", InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{
		"id": {Types: []string{"integer", "string"}},
	}}}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{}, nil
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	srv := &http.Server{Handler: mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil)}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })

	tools, warnings, stderr := inspect(t, bin, "--transport", "http", "http://"+ln.Addr().String()+"/mcp")
	assert.Equal(t, []string{"union"}, tools)
	assert.Equal(t, 1, warnings, stderr)
	assert.Contains(t, stderr, "inputSchema.properties.id")
}
