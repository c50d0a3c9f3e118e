package classify

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStripMux(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"concurrently", "[1] TypeError: x is null", "TypeError: x is null"},
		{"concurrently keeps indentation", "[0]     at f (/app/src/a.js:1:2)", "    at f (/app/src/a.js:1:2)"},
		{"compose", "web-1  | Traceback (most recent call last):", "Traceback (most recent call last):"},
		{"compose empty line", "web-1  |", ""},
		{"compose indented", `api_1  |   File "/app/main.py", line 9, in f`, `  File "/app/main.py", line 9, in f`},
		{"tool bracket kept", "[vite] Internal server error: x", "[vite] Internal server error: x"},
		{"level kept", "[ERROR] /app/A.java:[5,9] cannot find symbol", "[ERROR] /app/A.java:[5,9] cannot find symbol"},
		{"code frame kept", " 4 | const x = 1;", " 4 | const x = 1;"},
		{"table kept", "Name | Size", "Name | Size"},
		{"markdown kept", "| a | b |", "| a | b |"},
		{"turbo", "web:build: Error: boom", "Error: boom"},
		{"turbo scoped", "@acme/api:dev:     at f (/app/a.js:1:2)", "    at f (/app/a.js:1:2)"},
		{"turbo empty line", "web:build: ", ""},
		{"location kept", "src/a.ts:3: error: x", "src/a.ts:3: error: x"},
		{"python logging kept", "ERROR:root: spaced message", "ERROR:root: spaced message"},
		{"ruby test kept", "CartTest#test_total: x", "CartTest#test_total: x"},
		{"file and function kept", "app.py:main: started", "app.py:main: started"},
		{"url kept", "http://localhost:3000: ready", "http://localhost:3000: ready"},
		{"concurrently named", "[api]     at Object.<anonymous> (/app/src/api.js:3:9)", "    at Object.<anonymous> (/app/src/api.js:3:9)"},
		{"concurrently named empty line", "[web] ", ""},
		{"tool tag kept", "[nodemon] app crashed - waiting for file changes", "[nodemon] app crashed - waiting for file changes"},
		{"watch tag kept", "[watch] build finished", "[watch] build finished"},
		{"level in brackets kept", "[warn] src/a.js", "[warn] src/a.js"},
		{"rollup marker kept", "[!] RollupError: x", "[!] RollupError: x"},
		{"code kept", "[PARSE_ERROR] Expected ;", "[PARSE_ERROR] Expected ;"},
		{"plugin tag kept", "[plugin build-info]", "[plugin build-info]"},
		{"pnpm recursive", "packages/api build: src/server.ts(2,3): error TS2322: x", "src/server.ts(2,3): error TS2322: x"},
		{"pnpm scoped", "@ws/web dev:   ➜  Local: http://localhost:5173/", "  ➜  Local: http://localhost:5173/"},
		{"pnpm empty line", "packages/api build:", ""},
		{"source file and word kept", "src/app.ts build: x", "src/app.ts build: x"},
		{"url and word kept", "https://x.dev/a failed: 500", "https://x.dev/a failed: 500"},
		{"prose kept", "Error in build: x", "Error in build: x"},
		{"npm-run-all2 label", "[dev:api] TypeError: x", "TypeError: x"},
		{"vite plugin tag kept", "[plugin:vite:css] [postcss] x", "[plugin:vite:css] [postcss] x"},
		{"vite tag with colon kept", "[vite:esbuild] x", "[vite:esbuild] x"},
		{"builtin tag kept", "[builtin:vite-transform] x", "[builtin:vite-transform] x"},
		{"foreman", "08:22:18 api.1  |     at f (/app/a.js:1:2)", "    at f (/app/a.js:1:2)"},
		{"foreman's own", "08:22:19 system | sending SIGTERM to all processes", "sending SIGTERM to all processes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, rest := splitMux(tt.in)
			assert.Equal(t, tt.want, rest)
		})
	}
}

// A traceback from a Compose service is one problem, located, as it would
// be without the prefix.
func TestComposeTraceback(t *testing.T) {
	got := classifyLines(t,
		"web-1  | Traceback (most recent call last):",
		`web-1  |   File "/app/shop/views.py", line 12, in cart`,
		"web-1  |     return items[0]",
		"web-1  | IndexError: list index out of range",
		"db-1   | LOG:  database system is ready to accept connections",
	)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, "IndexError: list index out of range", got[0].Message)
	assert.Equal(t, "/app/shop/views.py:12", got[0].Location)
}

func TestStripMuxKeepsBunFrames(t *testing.T) {
	_, rest := splitMux("12 |   return x * (2 + ;")
	assert.Equal(t, "12 |   return x * (2 + ;", rest)
}

// Two children's reports interleaved line by line (turbo run dev): each
// is read whole, with its place, and names its child.
func TestMuxChildrenReadApart(t *testing.T) {
	got := classifyLines(t,
		"api:dev: /project/apps/api/src/server.js:4",
		"web:dev:   VITE v7.3.8  ready in 312 ms",
		"api:dev: http.createServer((req, res) => res.end(routes[req.url]())).listen(3001)",
		"web:dev: ",
		"api:dev:                                                        ^",
		"web:dev:   ➜  Local:   http://localhost:5173/",
		"api:dev: ",
		"api:dev: TypeError: routes[req.url] is not a function",
		"web:dev: 9:00:02 AM [vite] Internal server error: Failed to resolve import \"./Cart\" from \"src/App.tsx\". Does the file exist?",
		"api:dev:     at Server.<anonymous> (/project/apps/api/src/server.js:4:56)",
		"web:dev:   Plugin: vite:import-analysis",
		"api:dev:     at Server.emit (node:events:524:28)",
		"web:dev:   File: /project/apps/web/src/App.tsx:3:17",
		"api:dev: ",
		"api:dev: Node.js v20.20.2",
	)
	byScope := map[string][]Finding{}
	for _, f := range got {
		byScope[f.Scope] = append(byScope[f.Scope], f)
	}
	require.Len(t, byScope["web:dev"], 2, describe(got))
	assert.Equal(t, Boundary, byScope["web:dev"][0].Kind)
	assert.Equal(t, "/project/apps/web/src/App.tsx:3:17", byScope["web:dev"][1].Location)
	require.Len(t, byScope["api:dev"], 1, describe(got))
	assert.Equal(t, "TypeError: routes[req.url] is not a function", byScope["api:dev"][0].Message)
	assert.Equal(t, "/project/apps/api/src/server.js:4:56", byScope["api:dev"][0].Location)
	assert.Empty(t, byScope[""])
}

// However many children a process names, at most maxScopes are read
// apart; the one fed least recently is closed, its finding kept.
func TestMuxChildrenBounded(t *testing.T) {
	c := New()
	var got []Finding
	for i := range 3 * maxScopes {
		at := t0.Add(time.Duration(i) * time.Millisecond)
		got = append(got, c.Feed(fmt.Sprintf("svc%d:dev: TypeError: x%d is not a function", i, i), at)...)
		got = append(got, c.Feed(fmt.Sprintf("svc%d:dev:     at f (/project/src/s%d.js:1:2)", i, i), at)...)
		assert.LessOrEqual(t, len(c.scopes), maxScopes)
	}
	got = append(got, c.Flush()...)
	require.Len(t, got, 3*maxScopes, describe(got))
	for _, f := range got {
		assert.Equal(t, "/project/src/s"+strings.TrimPrefix(strings.TrimSuffix(f.Scope, ":dev"), "svc")+".js:1:2", f.Location)
	}
}

// A child's error is the reason the multiplexer failed: no "exited with
// code" finding on top of it. A restart forgets the children.
func TestMuxExitAfterChildError(t *testing.T) {
	c := New()
	at := t0
	for _, l := range []string{"[api] > node server.js", "[web] > vite", "[api] TypeError: x is not a function", "[web] ready", "[api]     at f (/project/src/a.js:1:2)"} {
		c.FeedStream(l, true, at)
		at = at.Add(time.Millisecond)
	}
	got := c.Exit(1, at)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, "api", got[0].Scope)
	c.Start()
	assert.Empty(t, c.scopes)
	got = c.Exit(1, at)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, "exit", got[0].Category, "the new run failed with nothing recognised")
}

// A lone bracketed tag is a plugin's, its report going on unprefixed:
// read as one block, as before.
func TestBracketTagAloneIsNoChild(t *testing.T) {
	got := classifyLines(t,
		"error during build:",
		"[solid] /project/src/App.jsx: Unexpected token (5:0)",
		"",
		"  3 |   const [n, setN] = createSignal(0);",
		"> 5 | }",
		"    | ^",
		"file: /project/src/App.jsx:5:0",
	)
	require.NotEmpty(t, got)
	assert.Empty(t, got[0].Scope)
	assert.Contains(t, got[0].Message, "Unexpected token")
}

// nx's streamed "api: " prefix is a child's only once nx announced the
// project ("> nx run api:dev"): "error: x" or "api: x" alone are lines
// of the process's own.
func TestNxProjectsAnnounced(t *testing.T) {
	c := New()
	c.Feed("api: TypeError: x is not a function", t0)
	assert.Empty(t, c.scopes, "no project announced")
	c.Feed("> nx run api:dev", t0)
	c.Feed("", t0)
	var got []Finding
	for i, l := range []string{"api: TypeError: x is not a function", "web:   VITE v6.4.6  ready in 162 ms", "api:     at f (/project/src/a.js:1:2)", "error: bad"} {
		got = append(got, c.Feed(l, t0.Add(time.Duration(i+1)*time.Millisecond))...)
	}
	got = append(got, c.Flush()...)
	scopes := map[string][]Finding{}
	for _, f := range got {
		scopes[f.Scope] = append(scopes[f.Scope], f)
	}
	require.Len(t, scopes["api"], 1, describe(got))
	assert.Equal(t, "/project/src/a.js:1:2", scopes["api"][0].Location)
	assert.NotContains(t, scopes, "web", "web was not announced: its lines are the process's own")
}
