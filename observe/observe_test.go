package observe

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/ingest"
	"github.com/errbundle/errbundle/internal/scenario"
)

var update = flag.Bool("update", false, "rewrite golden files")

// connect serves store over in-memory transports and returns a real go-sdk
// client session, as an agent would hold.
func connect(tb testing.TB, store *capture.Store) *mcp.ClientSession {
	tb.Helper()
	return connectWith(tb, store, nil)
}

// call invokes observe and returns its text and the size of the whole
// result as the client receives it.
func call(tb testing.TB, cs *mcp.ClientSession, args map[string]any) (string, int, bool) {
	tb.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: ToolName, Arguments: args})
	require.NoError(tb, err)
	enc, err := json.Marshal(res)
	require.NoError(tb, err)
	var text string
	if len(res.Content) > 0 {
		if tc, ok := res.Content[0].(*mcp.TextContent); ok {
			text = tc.Text
		}
	}
	return text, len(enc), res.IsError
}

func decode(tb testing.TB, text string) map[string]any {
	tb.Helper()
	return scenario.Reply(tb, nil, text)
}

func mustIngest(tb testing.TB, store *capture.Store, body []byte) {
	tb.Helper()
	b, rej, err := ingest.DecodeEvents(body)
	require.NoError(tb, err)
	require.Empty(tb, rej)
	store.Add(b)
}

func TestScenarios(t *testing.T) {
	scenarios, err := scenario.Load(filepath.Join("..", "testdata", "scenarios"))
	require.NoError(t, err)
	now := time.Now().UTC()
	for _, sc := range scenarios {
		t.Run(sc.Name, func(t *testing.T) {
			store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
			r, err := sc.Render(now, 0)
			require.NoError(t, err)
			for _, p := range r.Posts {
				require.Equal(t, "/v1/events", p.Endpoint)
				mustIngest(t, store, p.Body)
			}
			cs := connect(t, store)
			text, size, isErr := call(t, cs, sc.Arguments())
			require.False(t, isErr, text)
			sc.CheckBundles(t, r, decode(t, text), size)
			if sc.Expect.GetErrors != nil {
				text, _, isErr := call(t, cs, sc.GetErrorsArguments())
				require.False(t, isErr, text)
				sc.CheckGetErrors(t, decode(t, text))
			}
		})
	}
}

// TestToolsListGolden pins the exact tools/list result an agent sees.
func TestToolsListGolden(t *testing.T) {
	cs := connect(t, capture.NewStore(capture.Config{}))
	res, err := cs.ListTools(context.Background(), nil)
	require.NoError(t, err)
	got, err := json.MarshalIndent(res, "", "  ")
	require.NoError(t, err)
	got = append(got, '\n')
	path := filepath.Join("..", "testdata", "mcp-tools-list.golden.json")
	if *update {
		require.NoError(t, os.WriteFile(path, got, 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./observe -update to create it")
	assert.Equal(t, string(want), string(got), "tools/list changed; if intended, run go test ./observe -update")
}

func TestBadArgumentsAreToolErrors(t *testing.T) {
	cs := connect(t, capture.NewStore(capture.Config{}))
	tests := []struct {
		name string
		args map[string]any
		want string
	}{
		{"unknown mode", map[string]any{"what": "everything"}, "what"},
		{"missing what", map[string]any{}, "what"},
		{"typo", map[string]any{"what": "errors", "limt": 3}, "limt"},
		{"limit type", map[string]any{"what": "errors", "limit": "many"}, "limit"},
		{"limit range", map[string]any{"what": "errors", "limit": 0}, "limit"},
		{"since garbage", map[string]any{"what": "errors", "since": "yesterday"}, "since"},
		{"severity", map[string]any{"what": "errors", "severity": "fatal"}, "severity"},
		{"status order", map[string]any{"what": "network_bodies", "status_min": 500, "status_max": 400}, "status_min"},
		{"tab_id type", map[string]any{"what": "errors", "tab_id": true}, `/properties/tab_id: type: true has type "boolean", want one of "integer, string"`},
		{"tab_id fraction", map[string]any{"what": "errors", "tab_id": 7.5}, "tab_id"},
		{"since type", map[string]any{"what": "errors", "since": []any{"5m"}}, `/properties/since: type: [5m] has type "array", want one of "string, number"`},
		{"window type", map[string]any{"what": "error_bundles", "window_seconds": "3"}, "window_seconds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text, _, isErr := call(t, cs, tt.args)
			assert.True(t, isErr, "want a tool error, got %s", text)
			assert.Contains(t, text, tt.want)
		})
	}
}

// TestRepeatedArguments checks that a call repeated with the same
// arguments is answered as the first one was, good or bad: decoded
// arguments are remembered, and must not carry anything over.
func TestRepeatedArguments(t *testing.T) {
	now := time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	cs := connect(t, store)
	for range 2 {
		text, _, isErr := call(t, cs, map[string]any{"what": "errors", "limit": 0})
		assert.True(t, isErr)
		assert.Contains(t, text, "/properties/limit: minimum")
	}
	for i := range 3 {
		store.Add(capture.Batch{Errors: []*capture.Error{{Meta: capture.Meta{Time: now.Add(-time.Second)}, Message: fmt.Sprint("boom ", i)}}})
		text, _, isErr := call(t, cs, map[string]any{"what": "errors", "since": "1m"})
		require.False(t, isErr, text)
		assert.EqualValues(t, i+1, decode(t, text)["error_count"], "call %d", i)
	}
}

// TestUnionArguments checks that each branch of tab_id and since is
// accepted and means what it says.
func TestUnionArguments(t *testing.T) {
	now := time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	store.Add(capture.Batch{Errors: []*capture.Error{
		{Meta: capture.Meta{Time: now.Add(-time.Hour), TabID: "7"}, Message: "old in 7"},
		{Meta: capture.Meta{Time: now.Add(-time.Second), TabID: "7"}, Message: "new in 7"},
		{Meta: capture.Meta{Time: now.Add(-time.Second), TabID: "8"}, Message: "new in 8"},
	}})
	cs := connect(t, store)
	for _, tt := range []struct {
		name string
		args map[string]any
		want []any
	}{
		{"tab_id integer", map[string]any{"tab_id": 7}, []any{"new in 7", "old in 7"}},
		{"tab_id string", map[string]any{"tab_id": "8"}, []any{"new in 8"}},
		{"since duration", map[string]any{"since": "1m"}, []any{"new in 7", "new in 8"}},
		{"since Unix seconds", map[string]any{"since": float64(now.Add(-time.Minute).Unix()) + 0.5}, []any{"new in 7", "new in 8"}},
		{"since RFC3339", map[string]any{"since": now.Add(-time.Minute).Format(time.RFC3339), "tab_id": 7}, []any{"new in 7"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tt.args["what"] = "errors"
			text, _, isErr := call(t, cs, tt.args)
			require.False(t, isErr, text)
			var got []any
			for _, e := range decode(t, text)["errors"].([]any) {
				got = append(got, e.(map[string]any)["message"])
			}
			assert.ElementsMatch(t, tt.want, got)
		})
	}
}

func TestWindowIsClamped(t *testing.T) {
	now := time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	store.Add(capture.Batch{Errors: []*capture.Error{{Meta: capture.Meta{Time: now.Add(-time.Second)}, Message: "boom"}}})
	cs := connect(t, store)
	for _, tt := range []struct {
		in, want float64
	}{{0.2, 1}, {3, 3}, {25, 10}, {2.5, 2.5}} {
		text, _, isErr := call(t, cs, map[string]any{"what": "error_bundles", "window_seconds": tt.in})
		require.False(t, isErr, text)
		b := decode(t, text)["bundles"].([]any)[0].(map[string]any)
		assert.EqualValues(t, tt.want, b["context_window_seconds"], "window %v", tt.in)
	}
}

func TestGetErrorsText(t *testing.T) {
	now := time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	at := func(ago time.Duration) capture.Meta {
		return capture.Meta{Time: now.Add(-ago), TabID: "1", PageURL: "http://localhost:3000/users"}
	}
	store.Add(capture.Batch{
		Actions: []*capture.Action{{Meta: at(time.Minute), Type: capture.ActionLoad}},
		Errors: []*capture.Error{{Meta: at(12 * time.Second), Type: "TypeError", Message: "Cannot read properties of undefined (reading 'map')",
			Stack: "TypeError: Cannot read properties of undefined (reading 'map')\n    at UserList (http://localhost:3000/src/components/UserList.tsx:28:12)\n    at renderWithHooks (http://localhost:3000/node_modules/.vite/deps/react-dom.js:1:2)"}},
		Requests: []*capture.Request{
			{Meta: at(20 * time.Second), Method: "POST", URL: "http://localhost:3000/api/users", Status: 500, ContentType: "application/json", ResponseBody: `{"error":"Validation failed: email is required"}`},
			{Meta: at(10 * time.Second), Method: "POST", URL: "http://localhost:3000/api/users", Status: 500, ContentType: "application/json", ResponseBody: `{"error":"Validation failed: email is required"}`},
			{Meta: at(8 * time.Second), Method: "POST", URL: "http://localhost:3000/api/users", Status: 500, ContentType: "application/json", ResponseBody: `{"error":"Validation failed: email is required"}`},
		},
		Logs: []*capture.Log{{Meta: at(30 * time.Second), Level: "warn", Message: "BrowserModule.withServerTransition deprecated"}},
	})
	cs := connect(t, store)
	text, _, isErr := call(t, cs, map[string]any{"what": "get_errors"})
	require.False(t, isErr)
	lines := strings.Split(text, "\n")
	require.Len(t, lines, 11, text)
	assert.Equal(t, "=== Errors (2) ===", lines[0])
	assert.Regexp(t, `^\[network:http\] 500 Internal Server Error \(3x, latest 8s ago\) #[0-9a-f]{8}$`, lines[1])
	assert.Equal(t, `  POST /api/users → "Validation failed: email is required"`, lines[2])
	assert.Regexp(t, `^\[browser:js\] TypeError \(1x, 12s ago\) #[0-9a-f]{8}$`, lines[3])
	assert.Equal(t, "  Cannot read properties of undefined (reading 'map')", lines[4])
	assert.Equal(t, "  → src/components/UserList.tsx:28:12", lines[5])
	assert.Equal(t, "  page: http://localhost:3000/users", lines[6])
	assert.Equal(t, "=== Warnings (1) ===", lines[7])
	assert.Regexp(t, `^\[browser:console\] warning \(1x, 30s ago\) #[0-9a-f]{8}$`, lines[8])
	assert.Equal(t, "  BrowserModule.withServerTransition deprecated", lines[9])
	assert.Regexp(t, `^cursor: [0-9a-f]{8}-6$`, lines[10], "six events stored: the last one's position")
}

// TestFoldedErrorsKeepTheirVariants: four decoding failures of a slideshow
// fold into one entry and one bundle, which still name every file.
func TestFoldedErrorsKeepTheirVariants(t *testing.T) {
	now := time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)
	store := capture.NewStore(capture.Config{Now: func() time.Time { return now }})
	var errs []*capture.Error
	for i, f := range []string{"IMG_2040.HEIC", "IMG_2041.HEIC", "IMG_2042.HEIC", "IMG_2043.HEIC"} {
		errs = append(errs, &capture.Error{Meta: capture.Meta{Time: now.Add(time.Duration(i-10) * time.Second), TabID: "1", PageURL: "http://localhost:5173/"},
			Type: "EncodingError", Kind: capture.KindRejection, Message: "The source image cannot be decoded (" + f + ")",
			Stack: "EncodingError: The source image cannot be decoded (" + f + ")\n    at decode (http://localhost:5173/src/slides.ts:14:9)"})
	}
	store.Add(capture.Batch{Errors: errs})
	cs := connect(t, store)

	text, _, isErr := call(t, cs, map[string]any{"what": "get_errors"})
	require.False(t, isErr, text)
	assert.Contains(t, text, "(4x, latest ")
	assert.Contains(t, text, "  variants: The source image cannot be decoded (IMG_2040.HEIC) | The source image cannot be decoded (IMG_2041.HEIC) | "+
		"The source image cannot be decoded (IMG_2042.HEIC) | The source image cannot be decoded (IMG_2043.HEIC)\n")

	raw, _, isErr := call(t, cs, map[string]any{"what": "error_bundles"})
	require.False(t, isErr, raw)
	var reply struct {
		Bundles []struct {
			Count    int      `json:"count"`
			Variants []string `json:"variants"`
		} `json:"bundles"`
	}
	require.NoError(t, json.Unmarshal([]byte(raw), &reply), raw)
	require.Len(t, reply.Bundles, 1, raw)
	assert.Equal(t, 4, reply.Bundles[0].Count)
	assert.Len(t, reply.Bundles[0].Variants, 4)
	assert.Equal(t, "The source image cannot be decoded (IMG_2040.HEIC)", reply.Bundles[0].Variants[0])
}
