package observe

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/testgen"
)

// wireRequest is one HTTP request to /mcp, written out as a client sends it.
type wireRequest struct {
	name   string
	method string // default POST
	header map[string]string
	body   string
	direct bool // answered by the direct path, not the SDK
}

// newHeaders are those of the go-sdk client on protocol 2026-07-28, as it
// sent them in a recorded call.
func newHeaders(name string) map[string]string {
	return map[string]string{
		"Accept":               "application/json, text/event-stream",
		"Content-Type":         "application/json",
		"Mcp-Method":           "tools/call",
		"Mcp-Name":             name,
		"Mcp-Protocol-Version": "2026-07-28",
	}
}

func oldHeaders(version string) map[string]string {
	h := map[string]string{"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
	if version != "" {
		h["Mcp-Protocol-Version"] = version
	}
	return h
}

// newMeta is the _meta of the go-sdk client's calls on 2026-07-28; caps
// are its capabilities.
func newMeta(caps string) string {
	return `"_meta":{"io.modelcontextprotocol/clientCapabilities":` + caps + `,"io.modelcontextprotocol/clientInfo":{"name":"agent","version":"1"},"io.modelcontextprotocol/protocolVersion":"2026-07-28"}`
}

func callBody(id, meta, args string) string {
	if meta != "" {
		meta += ","
	}
	return `{"jsonrpc":"2.0","id":` + id + `,"method":"tools/call","params":{` + meta + `"name":"observe","arguments":` + args + `}}`
}

// directAndSDK serves store with the direct handler, counting what it
// leaves to the SDK in toSDK, and with the SDK's handler alone (ref).
func directAndSDK(store *capture.Store) (fast http.Handler, ref http.Handler, toSDK *atomic.Int32) {
	h := NewHandler(store, "test", nil, nil).(*httpHandler)
	toSDK = new(atomic.Int32)
	sdk := h.sdk
	h.sdk = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		toSDK.Add(1)
		sdk.ServeHTTP(w, r)
	})
	return h, SDKHandler(store, "test", nil, nil), toSDK
}

// The direct path answers every call it takes as the go-sdk's handler
// does — status, headers, the same JSON — and leaves the rest to it.
func TestDirectMatchesSDK(t *testing.T) {
	now := testgen.Now
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	g := testgen.Mixed(3)
	for i := range 200 {
		store.Add(g.Batch(i, now.Add(-time.Duration(199-i)*150*time.Millisecond)))
	}
	// A process that says where it runs: a client that can be asked for
	// its roots is asked, and the SDK asks.
	store.AddProcess("shop", []capture.ProcessEvent{{Type: capture.ProcessStart, Time: now.Add(-time.Minute),
		Command: "npm run dev", Dir: "/work/shop"}})
	store.AddProcess("shop", []capture.ProcessEvent{{Type: capture.ProcessLine, Time: now.Add(-time.Minute), Stream: "stdout",
		Text: "  ➜  Local:   http://localhost:5173/"}})

	fast, ref, toSDK := directAndSDK(store)
	fastSrv := httptest.NewServer(fast)
	t.Cleanup(fastSrv.Close)
	refSrv := httptest.NewServer(ref)
	t.Cleanup(refSrv.Close)

	noRoots := `{}`
	roots := `{"roots":{"listChanged":true}}`
	all := `{"what":"error_bundles","scope":"all"}`
	cases := []wireRequest{
		// Taken directly.
		{name: "new protocol", header: newHeaders("observe"), body: callBody("2", newMeta(noRoots), `{"what":"error_bundles"}`), direct: true},
		{name: "new protocol, roots moot", header: newHeaders("observe"), body: callBody("2", newMeta(roots), all), direct: true},
		{name: "new protocol, roots in _meta", header: newHeaders("observe"),
			body: callBody("7", `"_meta":{"errbundle/roots":["/work/shop"],"io.modelcontextprotocol/clientCapabilities":{"roots":{}},"io.modelcontextprotocol/protocolVersion":"2026-07-28"}`, `{"what":"errors","limit":3}`), direct: true},
		{name: "get_errors text", header: newHeaders("observe"), body: callBody("3", newMeta(noRoots), `{"what":"get_errors"}`), direct: true},
		{name: "get_errors raw", header: newHeaders("observe"), body: callBody("3", newMeta(noRoots), `{"what":"get_errors","raw":true,"scope":"all"}`), direct: true},
		{name: "logs", header: newHeaders("observe"), body: callBody("4", newMeta(noRoots), `{"what":"logs","limit":5,"level":"warn"}`), direct: true},
		{name: "network_bodies", header: newHeaders("observe"), body: callBody("5", newMeta(noRoots), `{"what":"network_bodies","status_min":400,"limit":4}`), direct: true},
		{name: "actions", header: newHeaders("observe"), body: callBody("6", newMeta(noRoots), `{"what":"actions","limit":2}`), direct: true},
		{name: "processes", header: newHeaders("observe"), body: callBody("8", newMeta(noRoots), `{"what":"processes"}`), direct: true},
		{name: "bad argument", header: newHeaders("observe"), body: callBody("9", newMeta(noRoots), `{"what":"nope"}`), direct: true},
		{name: "unknown argument", header: newHeaders("observe"), body: callBody("9", newMeta(noRoots), `{"what":"errors","colour":"red"}`), direct: true},
		{name: "bad cursor", header: newHeaders("observe"), body: callBody("9", newMeta(noRoots), `{"what":"errors","after":"zzz"}`), direct: true},
		{name: "string id with escapes", header: newHeaders("observe"), body: callBody(`"a\u003cb\"c</x>"`, newMeta(noRoots), all), direct: true},
		{name: "id 0", header: newHeaders("observe"), body: callBody("0", newMeta(noRoots), all), direct: true},
		{name: "negative id", header: newHeaders("observe"), body: callBody("-12", newMeta(noRoots), all), direct: true},
		{name: "2025-11-25", header: oldHeaders("2025-11-25"), body: callBody("1", "", `{"what":"error_bundles"}`), direct: true},
		{name: "2025-06-18 with roots", header: oldHeaders("2025-06-18"), body: callBody("1", `"_meta":{"errbundle/roots":["file:///work/shop"]}`, `{"what":"get_errors"}`), direct: true},
		{name: "2025-03-26 progress token", header: oldHeaders("2025-03-26"), body: callBody("1", `"_meta":{"progressToken":5}`, `{"what":"errors"}`), direct: true},
		{name: "no version header", header: oldHeaders(""), body: callBody("11", "", `{"what":"get_errors","include_warnings":false}`), direct: true},
		{name: "root header", header: func() map[string]string {
			h := oldHeaders("2025-06-18")
			h[HeaderRoot] = "/work/blog"
			return h
		}(), body: callBody("1", "", `{"what":"errors"}`), direct: true},
		{name: "content type with charset", header: func() map[string]string {
			h := newHeaders("observe")
			h["Content-Type"] = "application/json; charset=utf-8"
			return h
		}(), body: callBody("2", newMeta(noRoots), all), direct: true},

		// Left to the SDK.
		{name: "roots asked", header: newHeaders("observe"), body: callBody("2", newMeta(roots), `{"what":"error_bundles"}`)},
		{name: "roots answered", header: newHeaders("observe"),
			body: `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{` + newMeta(roots) + `,"name":"observe","arguments":{"what":"errors"},"inputResponses":{"roots":{"roots":[{"uri":"file:///work/shop"}]}}}}`},
		{name: "tools/list", header: map[string]string{"Accept": "application/json, text/event-stream", "Content-Type": "application/json", "Mcp-Protocol-Version": "2025-06-18"},
			body: `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`},
		{name: "another tool", header: newHeaders("other"), body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{` + newMeta(noRoots) + `,"name":"other","arguments":{}}}`},
		{name: "no Mcp-Name", header: func() map[string]string {
			h := newHeaders("observe")
			delete(h, "Mcp-Name")
			return h
		}(), body: callBody("2", newMeta(noRoots), all)},
		{name: "header and _meta disagree", header: oldHeaders("2025-06-18"), body: callBody("2", newMeta(noRoots), all)},
		{name: "no capabilities", header: newHeaders("observe"),
			body: callBody("2", `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}`, all)},
		{name: "bad clientInfo", header: newHeaders("observe"),
			body: callBody("2", `"_meta":{"io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":5},"io.modelcontextprotocol/protocolVersion":"2026-07-28"}`, all)},
		{name: "unknown version", header: oldHeaders("2099-01-01"), body: callBody("2", "", all)},
		{name: "text/plain", header: map[string]string{"Accept": "application/json, text/event-stream", "Content-Type": "text/plain"}, body: callBody("2", "", all)},
		{name: "json only accepted", header: map[string]string{"Accept": "application/json", "Content-Type": "application/json"}, body: callBody("2", "", all)},
		{name: "GET", method: http.MethodGet, header: oldHeaders("2025-06-18")},
		{name: "notification", header: oldHeaders("2025-06-18"), body: `{"jsonrpc":"2.0","method":"tools/call","params":{"name":"observe","arguments":{"what":"errors"}}}`},
		{name: "float id", header: oldHeaders("2025-06-18"), body: callBody("1.5", "", all)},
		{name: "no arguments", header: oldHeaders("2025-06-18"), body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"observe"}}`},
		{name: "Name in another case", header: oldHeaders("2025-06-18"), body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"Name":"observe","arguments":{"what":"errors"}}}`},
		{name: "duplicate member", header: oldHeaders("2025-06-18"), body: `{"jsonrpc":"2.0","id":1,"id":2,"method":"tools/call","params":{"name":"observe","arguments":{"what":"errors"}}}`},
		{name: "not JSON", header: oldHeaders("2025-06-18"), body: `{"jsonrpc":"2.0",`},
		{name: "large body", header: oldHeaders("2025-06-18"), body: callBody("1", "", `{"what":"errors","url":"`+strings.Repeat("x", maxDirectBody)+`"}`)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			toSDK.Store(0)
			want := send(t, refSrv.URL, tc)
			got := send(t, fastSrv.URL, tc)
			assert.Equal(t, want.status, got.status)
			assert.Equal(t, want.contentType, got.contentType)
			assert.Equal(t, want.cacheControl, got.cacheControl)
			// The same JSON: the SDK escapes <, > and & in the text as
			// \u003c and so on, the direct path writes them as they are.
			if json.Valid([]byte(want.body)) {
				assert.JSONEq(t, want.body, got.body)
			} else {
				assert.Equal(t, want.body, got.body)
			}
			if tc.direct {
				assert.Zero(t, toSDK.Load(), "left to the SDK")
				assert.Equal(t, http.StatusOK, got.status, got.body)
			} else {
				assert.Equal(t, int32(1), toSDK.Load(), "answered directly")
			}
		})
	}

	t.Run("non-loopback Host", func(t *testing.T) {
		tc := wireRequest{header: newHeaders("observe"), body: callBody("2", newMeta(noRoots), all)}
		toSDK.Store(0)
		req := tc.request(t, fastSrv.URL)
		req.Host = "evil.example:80"
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		assert.Equal(t, http.StatusForbidden, resp.StatusCode)
		assert.Equal(t, int32(1), toSDK.Load())
	})
}

type wireResponse struct {
	status                          int
	contentType, cacheControl, body string
}

func (tc wireRequest) request(tb testing.TB, url string) *http.Request {
	tb.Helper()
	method := tc.method
	if method == "" {
		method = http.MethodPost
	}
	req, err := http.NewRequest(method, url+"/mcp", strings.NewReader(tc.body))
	require.NoError(tb, err)
	for k, v := range tc.header {
		req.Header.Set(k, v)
	}
	return req
}

func send(tb testing.TB, url string, tc wireRequest) wireResponse {
	tb.Helper()
	resp, err := http.DefaultClient.Do(tc.request(tb, url))
	require.NoError(tb, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(tb, err)
	return wireResponse{resp.StatusCode, resp.Header.Get("Content-Type"), resp.Header.Get("Cache-Control"), string(body)}
}

// A result of another shape than one text block (the handler makes none
// today) is marshalled whole, in the envelope of its protocol.
func TestWriteResponseAnyResult(t *testing.T) {
	s := NewHandler(capture.NewStore(capture.Config{}), "test", nil, nil).(*httpHandler)
	res := &mcp.CallToolResult{Content: []mcp.Content{
		&mcp.TextContent{Text: "a <b>"},
		&mcp.ImageContent{MIMEType: "image/png", Data: []byte{1, 2}},
	}}
	for _, newProto := range []bool{false, true} {
		var buf bytes.Buffer
		require.NoError(t, s.writeResponse(&buf, directCall{id: []byte(`7`), newProto: newProto}, res))
		var msg struct {
			JSONRPC string          `json:"jsonrpc"`
			ID      int             `json:"id"`
			Result  json.RawMessage `json:"result"`
		}
		require.NoError(t, json.Unmarshal(buf.Bytes(), &msg), buf.String())
		assert.Equal(t, 7, msg.ID)
		var got mcp.CallToolResult
		require.NoError(t, json.Unmarshal(msg.Result, &got), buf.String())
		require.Len(t, got.Content, 2)
		assert.Equal(t, "a <b>", got.Content[0].(*mcp.TextContent).Text)
		assert.Equal(t, []byte{1, 2}, got.Content[1].(*mcp.ImageContent).Data)
		if newProto {
			assert.Contains(t, buf.String(), `"resultType":"complete"`)
			assert.Contains(t, buf.String(), `"io.modelcontextprotocol/serverInfo":{"name":"errbundle"`)
		} else {
			assert.NotContains(t, buf.String(), "resultType")
		}
	}
}

// TestBatchRefused: a JSON-RPC batch is refused whole, before any of its
// calls runs, on every protocol: one POST of thousands of calls would
// build all their replies at once (batches left MCP in 2025-06-18, and
// the SDK still serves them before it).
func TestBatchRefused(t *testing.T) {
	now := testgen.Now
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	g := testgen.Mixed(3)
	for i := range 20 {
		store.Add(g.Batch(i, now.Add(-time.Duration(19-i)*time.Second)))
	}
	errorsHeld := store.Stats().Buffers["errors"].Count
	require.NotZero(t, errorsHeld)
	fast, _, toSDK := directAndSDK(store)
	srv := httptest.NewServer(fast)
	t.Cleanup(srv.Close)

	// Each call would clear what it read: a call that ran shows.
	call := callBody("1", "", `{"what":"errors","limit":500,"clear_after_read":true}`)
	many := "[" + strings.TrimSuffix(strings.Repeat(call+",", 2000), ",") + "]"
	for _, tc := range []wireRequest{
		{name: "2025-03-26", header: oldHeaders("2025-03-26"), body: "[" + call + "]"},
		{name: "no version header", header: oldHeaders(""), body: "[" + call + "," + call + "]"},
		{name: "2025-06-18", header: oldHeaders("2025-06-18"), body: "[" + call + "]"},
		{name: "leading whitespace", header: oldHeaders("2025-03-26"), body: " \r\n\t[" + call + "]"},
		{name: "whitespace past the first read", header: oldHeaders("2025-03-26"), body: strings.Repeat(" ", 3*maxDirectBody) + "[" + call + "]"},
		{name: "thousands of calls", header: oldHeaders("2025-03-26"), body: many},
		{name: "headers the SDK would take", header: map[string]string{"Accept": "*/*", "Content-Type": "application/json"}, body: "[" + call + "]"},
		{name: "empty", header: oldHeaders("2025-03-26"), body: "[]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			toSDK.Store(0)
			got := send(t, srv.URL, tc)
			assert.Equal(t, http.StatusBadRequest, got.status)
			assert.Equal(t, "application/json", got.contentType)
			var reply struct {
				JSONRPC string          `json:"jsonrpc"`
				ID      json.RawMessage `json:"id"`
				Error   struct {
					Code    int    `json:"code"`
					Message string `json:"message"`
				} `json:"error"`
			}
			require.NoError(t, json.Unmarshal([]byte(got.body), &reply), got.body)
			assert.Equal(t, "2.0", reply.JSONRPC)
			assert.Equal(t, "null", string(reply.ID))
			assert.Equal(t, -32600, reply.Error.Code)
			assert.Contains(t, reply.Error.Message, "batch")
			assert.Zero(t, toSDK.Load(), "passed to the SDK")
			assert.Equal(t, errorsHeld, store.Stats().Buffers["errors"].Count, "a call of the batch ran")
		})
	}

	t.Run("a single call still served", func(t *testing.T) {
		got := send(t, srv.URL, wireRequest{header: oldHeaders("2025-03-26"), body: " " + callBody("1", "", `{"what":"errors","limit":1}`)})
		assert.Equal(t, http.StatusOK, got.status, got.body)
		assert.Contains(t, got.body, `"result"`)
	})
}
