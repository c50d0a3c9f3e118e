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
	})
}
