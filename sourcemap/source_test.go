package sourcemap

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestProjectPath(t *testing.T) {
	tests := []struct {
		name, source, base, root, want string
	}{
		{"relative to the script (Vite)", "Profile.tsx", "http://localhost:5173/src/Profile.tsx", "", "src/Profile.tsx"},
		{"relative to the map (esbuild)", "../src/math.js", "http://localhost:8000/out/main.js.map", "", "src/math.js"},
		{"absolute on the dev server", "/src/App.vue", "http://localhost:5173/src/App.vue", "", "src/App.vue"},
		{"same origin URL", "http://localhost:5173/src/a.ts", "http://localhost:5173/src/a.ts", "", "src/a.ts"},
		{"/@fs/ inside the project", "/@fs/home/me/app/src/a.ts", "http://localhost:5173/x", "/home/me/app", "src/a.ts"},
		{"/@fs/ outside the project", "/@fs/home/me/lib/b.ts", "http://localhost:5173/x", "/home/me/app", "/home/me/lib/b.ts"},
		{"/@fs/ resolved from the base", "x.ts", "http://localhost:5173/@fs/home/me/app/src/x.ts", "/home/me/app", "src/x.ts"},
		{"/@fs/ under Vite's base (Nuxt)", "x.js", "http://localhost:3000/_nuxt/@fs/home/me/app/node_modules/v/x.js", "/home/me/app", "node_modules/v/x.js"},
		{"absolute file path in the project", "/home/me/app/src/a.ts", "http://localhost:5173/src/a.ts", "/home/me/app", "src/a.ts"},
		{"file URL", "file:///home/me/app/src/a.ts", "http://localhost:3000/x.js.map", "/home/me/app", "src/a.ts"},
		{"webpack namespace", "webpack://my-app/./src/math.js", "http://localhost:8080/main.js.map", "", "src/math.js"},
		{"webpack hash suffix", "webpack://wp/./src/index.js?b635", "http://localhost:8080/main.js", "", "src/index.js"},
		{"webpack runtime", "webpack://wp/webpack/bootstrap", "http://localhost:8080/main.js.map", "", "webpack/bootstrap"},
		{"webpack three slashes", "webpack:///./src/a.js", "http://localhost:8080/main.js.map", "", "src/a.js"},
		{"webpack-internal", "webpack-internal:///./src/a.js", "http://localhost:8080/main.js", "", "src/a.js"},
		{"webpack layer (Next.js)", "webpack-internal:///(app-pages-browser)/./src/app/page.tsx", "http://localhost:3000/x.js", "", "src/app/page.tsx"},
		{"webpack absolute in project", "webpack:///home/me/app/src/a.js", "http://localhost:8080/main.js.map", "/home/me/app", "src/a.js"},
		{"turbopack", "turbopack:///[project]/src/app/page.tsx", "http://localhost:3000/_next/static/chunks/a.js.map", "", "src/app/page.tsx"},
		{"turbopack bare project", "[project]/src/app/page.tsx", "http://localhost:3000/_next/static/chunks/a.js.map", "", "src/app/page.tsx"},
		{"dot slash", "./src/a.ts", "data:application/json;base64,e30=", "", "src/a.ts"},
		{"sourceRoot on another loopback port", "http://127.0.0.1:8484/src/a.ts", "http://127.0.0.1:8485/main.js.map", "", "src/a.ts"},
		{"loopback URL in an inline map", "http://localhost:5173/src/a.ts", "data:application/json;base64,e30=", "", "src/a.ts"},
		{"Parcel's source root", "/__parcel_source_root/src/cart.js", "http://localhost:1234/index.js.map", "", "src/cart.js"},
		{"Parcel's source root as a URL", "http://localhost:1234/__parcel_source_root/src/cart.js", "http://localhost:1234/index.js.map", "", "src/cart.js"},
		{"source on another host", "https://cdn.example.com/lib/x.js", "http://localhost:8080/main.js.map", "", "https://cdn.example.com/lib/x.js"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, projectPath(tt.source, tt.base, tt.root))
		})
	}
}

func TestSourceContext(t *testing.T) {
	tests := []struct {
		name         string
		content      string
		line, column int
		want         string
	}{
		{
			name:    "middle",
			content: "a\nb\nc\nd\ne\nf\n",
			line:    3, column: 1,
			want: "  a\n  b\n> c\n  d\n  e",
		},
		{
			name:    "first line",
			content: "a\nb\nc\nd\n",
			line:    1, column: 1,
			want: "> a\n  b\n  c",
		},
		{name: "past the end", content: "a\n", line: 5, column: 1, want: ""},
		{name: "no content", content: "", line: 1, column: 1, want: ""},
		{
			name:    "long line shows a window around the column",
			content: strings100("x") + "THROW" + strings100("y"),
			line:    1, column: 101,
			// The window would start 160/3 = 53 bytes before column 101, but
			// it is pulled back so that its 160 bytes end with the line:
			// 55 x, THROW, 100 y; only the start is cut.
			want: "> …" + strings100("x")[:55] + "THROW" + strings100("y"),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := sourceContext(tt.content, tt.line, tt.column)
			assert.Equal(t, tt.want, got)
			assert.LessOrEqual(t, len(got), contextBudget)
		})
	}
}

func TestSourceContextBudgetAndUTF8(t *testing.T) {
	long := ""
	for range 70 {
		long += "é" // two bytes each
	}
	content := long + "\n" + long + "\n" + "throw x\n" + long + "\n" + long + "\n"
	got := sourceContext(content, 3, 1)
	assert.LessOrEqual(t, len(got), contextBudget)
	assert.Contains(t, got, "> throw x")
	assert.True(t, isValidUTF8(got))

	huge := ""
	for range 400 {
		huge += "日"
	}
	got = sourceContext(huge, 1, 1)
	assert.LessOrEqual(t, len(got), contextBudget)
	assert.True(t, isValidUTF8(got))
	// The column counts UTF-16 units: 400 "日" (3 bytes, one unit each)
	// put "throw" at column 401, byte 1201.
	got = sourceContext(huge+"throw x;"+huge, 1, 401)
	assert.Contains(t, got, "throw x;", "the window is around the column")
	assert.True(t, isValidUTF8(got))
}

func TestPastIndent(t *testing.T) {
	content := "function f() {\n    throw new Error('x')\n\t\treturn 1\r\n   \n}"
	tests := []struct {
		name            string
		line, col, want int
	}{
		{"in the indentation: the first token", 2, 0, 4},
		{"at the first token: kept", 2, 4, 4},
		{"past it: kept", 2, 10, 10},
		{"tabs", 3, 1, 2},
		{"a line of blanks: kept", 4, 1, 1},
		{"no indentation", 1, 0, 0},
		{"past the last line: kept", 9, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, pastIndent(content, tt.line, tt.col))
		})
	}
}

func strings100(s string) string { return strings.Repeat(s, 100) }

func isValidUTF8(s string) bool { return utf8.ValidString(s) }

// Without Config.Root, and with nothing in the map showing the project, an
// absolute source path is made relative to the deepest process directory
// it lies in.
func TestPathUnderFileRoots(t *testing.T) {
	m, err := parseMap([]byte(`{"version":3,"sources":["/home/me/shop/web/src/a.ts","/opt/lib/b.js"],"names":[],"mappings":"AAAA"}`), "http://localhost:3000/static/js/index.js.map")
	require.NoError(t, err)
	env := lookupEnv{fileRoots: func() []string { return []string{"/home/me/shop", "/home/me/shop/web/", "/srv"} }}
	assert.Equal(t, "src/a.ts", m.path("/home/me/shop/web/src/a.ts", env))
	assert.Equal(t, "home/me/shop/web/src/a.ts", projectPath("/home/me/shop/web/src/a.ts", m.base, ""), "without a root: a path on the dev server")
	assert.Equal(t, "opt/lib/b.js", m.path("/opt/lib/b.js", env), "in no root: as before")
}
