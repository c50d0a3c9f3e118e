package sourcemap

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStackScriptsRemembered: the prefetch's memo of stack tails gives the
// scripts stackScripts reads from the whole stack, in its order, on every
// stack recorded from a real browser here: read the first time, from the
// memo the second, and under another first line (the same bug, another
// message) the third; a first line that is a frame (Firefox's) counts
// first. A tail read before costs no allocation.
func TestStackScriptsRemembered(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("testdata", "*", "stack*.txt"))
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	var m tailMemo
	for _, p := range paths {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		stack := string(b)
		want := stackScripts(stack, nil)
		assert.Equal(t, want, m.scripts(stack, nil), "%s: read", p)
		assert.Equal(t, want, m.scripts(stack, nil), "%s: remembered", p)
		_, tail, ok := strings.Cut(stack, "\n")
		if !ok {
			continue
		}
		other := "Error: Order 4127 not found\n" + tail
		assert.Equal(t, stackScripts(other, nil), m.scripts(other, nil), "%s: another message", p)
		framed := "    at load (http://127.0.0.1:9/src/first.js:1:2)\n" + tail
		got := m.scripts(framed, nil)
		assert.Equal(t, stackScripts(framed, nil), got, "%s: a frame first", p)
		assert.Equal(t, "http://127.0.0.1:9/src/first.js", got[0], p)
	}

	b, err := os.ReadFile(filepath.Join("testdata", "svelte", "stack.txt"))
	require.NoError(t, err)
	svelte := string(b)
	m.scripts(svelte, nil)
	assert.Zero(t, testing.AllocsPerRun(10, func() {
		var buf [maxStackScripts]string
		m.scripts(svelte, buf[:0])
	}), "a remembered tail")
}

// TestStackScriptsTailsDiffer: two tails that share a slot are told apart
// by their text, and a tail past maxTailBytes is read every time.
func TestStackScriptsTailsDiffer(t *testing.T) {
	var m tailMemo
	a := "Error: a\n    at f (http://127.0.0.1:9/a.js:1:2)"
	b := "Error: b\n    at g (http://127.0.0.1:9/b.js:3:4)"
	for range 3 {
		assert.Equal(t, []string{"http://127.0.0.1:9/a.js"}, m.scripts(a, nil))
		assert.Equal(t, []string{"http://127.0.0.1:9/b.js"}, m.scripts(b, nil))
	}
	// Every slot holding a's tail: b's, compared whole, is read.
	_, tailA, _ := strings.Cut(a, "\n")
	for i := range m.slots {
		m.slots[i] = tailSlot{tail: tailA, scripts: []string{"http://127.0.0.1:9/a.js"}}
	}
	assert.Equal(t, []string{"http://127.0.0.1:9/b.js"}, m.scripts(b, nil))

	long := "Error: c\n" + strings.Repeat("    at h (http://127.0.0.1:9/c.js:5:6)\n", maxTailBytes/30)
	assert.Equal(t, []string{"http://127.0.0.1:9/c.js"}, m.scripts(long, nil))
	for _, s := range m.slots {
		assert.LessOrEqual(t, len(s.tail), maxTailBytes)
	}
}
