package sourcemap

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// FuzzParseStack: any text parses without panicking, and every frame found
// can be rewritten in place.
func FuzzParseStack(f *testing.F) {
	for _, dir := range []string{"vite8", "webpack-eval", "next-turbopack"} {
		if b, err := os.ReadFile(filepath.Join("testdata", dir, "stack.txt")); err == nil {
			f.Add(string(b))
		}
	}
	f.Add("    at eval (eval at f (http://localhost/a.js:1:2), <anonymous>:3:4)")
	f.Add("f@http://localhost/@fs/a.js:1:2")
	f.Fuzz(func(t *testing.T, stack string) {
		for _, fr := range ParseStack(stack) {
			assert.Contains(t, fr.Raw, fr.loc)
		}
	})
}

// FuzzMap: whatever a dev server sends as a map, decoding and looking up
// give a reason or a position, never a panic, and the context stays in
// budget.
func FuzzMap(f *testing.F) {
	f.Add([]byte(tinyMap), 2, 1)
	f.Add([]byte(`{"version":3,"sources":["a"],"mappings":"AKAA"}`), 1, 1)
	f.Add([]byte(`{"version":3,"sections":[{"offset":{"line":1,"column":5},"map":{"version":3,"sources":["a"],"sourcesContent":["x"],"mappings":"AAAAA"}}]}`), 2, 7)
	f.Add([]byte(`{"version":3,"sources":["a"],"sourcesContent":["ab"],"mappings":"AAAgB"}`), 1, 1)
	f.Fuzz(func(t *testing.T, raw []byte, line, column int) {
		m, err := parseMap(raw, "http://localhost/a.js")
		if err != nil {
			return
		}
		res := m.resolve(line, column, lookupEnv{})
		assert.LessOrEqual(t, len(res.Context), contextBudget)
		// As a coarse map's, with its own text as the generated code and
		// as the file on disk.
		m.setGen(string(raw))
		res = m.resolve(line, column, lookupEnv{read: func(string, string) string { return string(raw) }})
		assert.LessOrEqual(t, len(res.Context), contextBudget)
	})
}

// FuzzEvalCode: whatever code a devtool eval module holds, a lookup gives a
// position within it or a reason, never a panic.
func FuzzEvalCode(f *testing.F) {
	f.Add("{__webpack_require__.r(__webpack_exports__);\n/* harmony import */ var _a__WEBPACK_IMPORTED_MODULE_0__ = 1;\n  (0,_a__WEBPACK_IMPORTED_MODULE_0__.f)(x);\n", 3, 40, "  f(x);\n")
	f.Add("x", 1, 1, "")
	f.Fuzz(func(t *testing.T, code string, line, column int, disk string) {
		e := newEvalCode("webpack://app/./src/a.js?", code)
		for _, env := range []lookupEnv{{}, {read: func(string, string) string { return disk }}} {
			res := e.resolve(line, column, env)
			if res.Status == Mapped {
				assert.GreaterOrEqual(t, res.Line, 1)
				assert.GreaterOrEqual(t, res.Column, 1)
			}
		}
	})
}

// FuzzRefineColumn: the column found is in the original line, or the
// segment's.
func FuzzRefineColumn(f *testing.F) {
	f.Add("    throw new E();", 10, "  throw new E();", 0)
	f.Fuzz(func(t *testing.T, gen string, col int, orig string, at int) {
		got := refineColumn(gen, col, orig, at)
		if got != at {
			assert.True(t, got >= 0 && got < len(orig), "%d in %q", got, orig)
		}
	})
}

// FuzzScopes: whatever a source holds, reading its functions and looking a
// position up never panics, every function's range lies in the source, and
// a name found is the one of a function holding the position.
func FuzzScopes(f *testing.F) {
	for _, p := range []string{"names/app/src/cart.js", "names/app/src/ledger.js", "sveltekit/app/src/routes/+page.svelte"} {
		if b, err := os.ReadFile(filepath.Join("testdata", p)); err == nil {
			f.Add(p, string(b), 11, 20)
		}
	}
	f.Add("a.ts", "class A { get x(): T { return `${ {a: /}/} }` } }", 1, 30)
	f.Fuzz(func(t *testing.T, source, text string, line, col int) {
		fs := scanScopes(source, text)
		for _, s := range fs.funcs {
			assert.True(t, 0 <= s.start && s.start <= s.end && s.end <= len(text), "%+v in %d bytes", s, len(text))
		}
		info := fs.info(text, line, col)
		if info.in {
			assert.Contains(t, fs.funcs, info.scope)
		}
	})
}
