package sourcemap

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A dev server's problem at "app/main.py:7" shows the project's line 7 and
// the lines around it; what lies outside the roots, or holds no program,
// is never read.
func TestFileContextReadsOnlyProgramsUnderTheRoots(t *testing.T) {
	project, elsewhere := t.TempDir(), t.TempDir()
	write := func(path, text string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	}
	main := filepath.Join(project, "app", "main.py")
	write(main, "import os\n\n\ndef total(items):\n    # the sum of the prices\n    n = 0\n    return sum(i['price'] for i in items)\n\n\nprint(total(None))\n")
	write(filepath.Join(project, ".env"), "A=1\nB=2\nTOKEN=hunter2\n")
	write(filepath.Join(project, "config.json"), "{\n\"a\": 1,\n\"token\": \"hunter2\"\n}\n")
	write(filepath.Join(elsewhere, "main.py"), "a = 1\nb = 2\nc = 3\n")
	require.NoError(t, os.Symlink(filepath.Join(elsewhere, "main.py"), filepath.Join(project, "linked.py")))
	r := New(Config{FileRoots: func() []string { return []string{project} }})
	t.Cleanup(func() { r.Close() })

	got := r.FileContext(main, 7, 0)
	assert.Equal(t, "      # the sum of the prices\n      n = 0\n>     return sum(i['price'] for i in items)\n  \n  ", got,
		"the line, marked, and two either side")
	assert.Equal(t, got, r.FileContext("app/main.py", 7, 0), "a relative path is under the roots")

	for _, tt := range []struct{ name, path string }{
		{"outside the roots", filepath.Join(elsewhere, "main.py")},
		{"a link out of the roots", filepath.Join(project, "linked.py")},
		{"a dotenv file", filepath.Join(project, ".env")},
		{"a data file", filepath.Join(project, "config.json")},
		{"no such file", filepath.Join(project, "gone.py")},
	} {
		assert.Empty(t, r.FileContext(tt.path, 2, 0), tt.name)
	}
	assert.Empty(t, r.FileContext(main, 40, 0), "a line the file does not have")

	// An edit is seen: the cache keeps a file only while it is unchanged.
	write(main, "x = 1\ny = None\nprint(y['price'])\n")
	later := time.Now().Add(2 * time.Second)
	require.NoError(t, os.Chtimes(main, later, later))
	assert.Contains(t, r.FileContext(main, 3, 7), "> print(y['price'])")
}
