package sourcemap

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseStack(t *testing.T) {
	tests := []struct {
		name string
		line string
		want Frame // Raw is the line itself
		ok   bool
	}{
		{
			name: "V8 named",
			line: "    at formatEmail (http://localhost:5173/src/Profile.tsx:15:42)",
			want: Frame{Func: "formatEmail", URL: "http://localhost:5173/src/Profile.tsx", Line: 15, Column: 42}, ok: true,
		},
		{
			name: "V8 anonymous",
			line: "    at http://127.0.0.1:5273/src/main.tsx:17:3",
			want: Frame{URL: "http://127.0.0.1:5273/src/main.tsx", Line: 17, Column: 3}, ok: true,
		},
		{
			// An anonymous async function, as webpack's production build
			// (terser) leaves one.
			name: "V8 async, anonymous",
			line: "    at async http://127.0.0.1:8493/main.js:1:442",
			want: Frame{Func: "async", URL: "http://127.0.0.1:8493/main.js", Line: 1, Column: 442}, ok: true,
		},
		{
			name: "V8 async",
			line: "    at async loadUser (http://localhost:5173/src/api.ts?t=1712:8:11)",
			want: Frame{Func: "async loadUser", URL: "http://localhost:5173/src/api.ts?t=1712", Line: 8, Column: 11}, ok: true,
		},
		{
			name: "V8 constructor",
			line: "    at new Store (http://localhost:3000/_next/static/chunks/app.js:120:9)",
			want: Frame{Func: "new Store", URL: "http://localhost:3000/_next/static/chunks/app.js", Line: 120, Column: 9}, ok: true,
		},
		{
			name: "V8 method with alias and parens in the name",
			line: "    at Object.<anonymous> [as run] (http://localhost:8080/main.js:3:7)",
			want: Frame{Func: "Object.<anonymous> [as run]", URL: "http://localhost:8080/main.js", Line: 3, Column: 7}, ok: true,
		},
		{
			name: "V8 webpack-internal",
			line: "    at divide (webpack-internal:///./src/math.js:7:11)",
			want: Frame{Func: "divide", URL: "webpack-internal:///./src/math.js", Line: 7, Column: 11}, ok: true,
		},
		{
			name: "V8 webpack-internal with a layer",
			line: "    at Page (webpack-internal:///(app-pages-browser)/./src/app/page.tsx:9:15)",
			want: Frame{Func: "Page", URL: "webpack-internal:///(app-pages-browser)/./src/app/page.tsx", Line: 9, Column: 15}, ok: true,
		},
		{
			name: "V8 eval frame gives the eval call site",
			line: "    at eval (eval at run (http://localhost:8080/main.js:19:1), <anonymous>:2:9)",
			want: Frame{Func: "eval", URL: "http://localhost:8080/main.js", Line: 19, Column: 1, eval: true}, ok: true,
		},
		{
			name: "V8 nested eval frame",
			line: "    at eval (eval at <anonymous> (eval at load (http://localhost:8080/a.js:4:5)), <anonymous>:1:1)",
			want: Frame{Func: "eval", URL: "http://localhost:8080/a.js", Line: 4, Column: 5, eval: true}, ok: true,
		},
		{
			name: "Firefox, code run by eval: its call site's line",
			line: "@http://127.0.0.1:8492/main.js line 7 > eval:2:2",
			want: Frame{URL: "http://127.0.0.1:8492/main.js", Line: 7, Column: 1, eval: true}, ok: true,
		},
		{
			name: "Firefox, new Function inside eval'd code: the outer call site",
			line: "anonymous@http://localhost:8080/a.js line 4 > eval line 1 > Function:3:1",
			want: Frame{Func: "anonymous", URL: "http://localhost:8080/a.js", Line: 4, Column: 1, eval: true}, ok: true,
		},
		{
			name: "Vite /@fs/ path",
			line: "    at render (http://localhost:5173/@fs/home/me/lib/x.js:2:3)",
			want: Frame{Func: "render", URL: "http://localhost:5173/@fs/home/me/lib/x.js", Line: 2, Column: 3}, ok: true,
		},
		{
			name: "Firefox",
			line: "formatEmail@http://localhost:5173/src/Profile.tsx:22:11",
			want: Frame{Func: "formatEmail", URL: "http://localhost:5173/src/Profile.tsx", Line: 22, Column: 11}, ok: true,
		},
		{
			name: "Firefox anonymous on an /@fs/ URL",
			line: "@http://localhost:5173/@fs/home/me/x.js:1:5",
			want: Frame{URL: "http://localhost:5173/@fs/home/me/x.js", Line: 1, Column: 5}, ok: true,
		},
		{
			name: "Firefox nested function",
			line: "load/<@http://localhost:5173/src/a.ts:3:9",
			want: Frame{Func: "load/<", URL: "http://localhost:5173/src/a.ts", Line: 3, Column: 9}, ok: true,
		},
		{
			name: "Safari module code",
			line: "module code@http://localhost:5173/src/main.tsx:17:14",
			want: Frame{Func: "module code", URL: "http://localhost:5173/src/main.tsx", Line: 17, Column: 14}, ok: true,
		},
		{name: "message line", line: "Error: bad email for Ada"},
		{name: "native frame", line: "    at Array.map (<anonymous>)"},
		{name: "empty", line: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ParseStack(tt.line)
			if !tt.ok {
				assert.Empty(t, got)
				return
			}
			tt.want.Raw = tt.line
			if assert.Len(t, got, 1) {
				got[0].loc = ""
				assert.Equal(t, tt.want, got[0])
			}
		})
	}
}

func TestParseStackWhole(t *testing.T) {
	stack := "TypeError: x is undefined\r\n    at a (http://localhost/a.js:1:2)\r\n    at http://localhost/b.js:3:4\r\n"
	frames := ParseStack(stack)
	if assert.Len(t, frames, 2) {
		assert.Equal(t, "http://localhost/a.js", frames[0].URL)
		assert.Equal(t, 3, frames[1].Line)
	}
}

// TestStackScripts: the scripts a stack names are read without its frames,
// as ParseStack reads them, on every stack recorded from a real browser
// here, with no allocation for a stack of a few scripts.
func TestStackScripts(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "svelte", "stack.txt"))
	require.NoError(t, err)
	svelte := string(b)
	// Read by hand from the recorded stack: its first script, then the
	// two chunks in the order they first appear.
	assert.Equal(t, []string{
		"http://127.0.0.1:5274/src/Cart.svelte",
		"http://127.0.0.1:5274/node_modules/.vite/deps/chunk-SMBX7MEW.js?v=58773f38",
		"http://127.0.0.1:5274/node_modules/.vite/deps/chunk-3KQCNCYL.js?v=58773f38",
	}, stackScripts(svelte, nil))
	assert.Zero(t, testing.AllocsPerRun(10, func() {
		var buf [maxStackScripts]string
		stackScripts(svelte, buf[:0])
	}), "a stack of three scripts")

	paths, err := filepath.Glob(filepath.Join("testdata", "*", "stack*.txt"))
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	for _, p := range paths {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		stack := string(b)
		var want []string
		for _, f := range ParseStack(stack) {
			if !slices.Contains(want, f.URL) {
				want = append(want, f.URL)
			}
		}
		assert.Equal(t, want, stackScripts(stack, nil), p)
		// With Windows line ends, as a stack pasted from a log may have.
		assert.Equal(t, want, stackScripts(strings.ReplaceAll(stack, "\n", "\r\n"), nil), p)
	}
}
