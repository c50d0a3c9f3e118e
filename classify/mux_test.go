package classify

import (
	"testing"

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
			assert.Equal(t, tt.want, stripMux(tt.in))
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
	assert.Equal(t, "12 |   return x * (2 + ;", stripMux("12 |   return x * (2 + ;"))
}
