package capture

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// recordedLines is every line of the recorded dev-server output in
// classify/testdata (URLs, stack frames, framework banners, test runners'
// chatter): real text for the tests that check a quick reading against a
// slow one.
func recordedLines(t *testing.T) []string {
	t.Helper()
	var lines []string
	err := filepath.WalkDir("../classify/testdata", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".txt") {
			return err
		}
		b, err := os.ReadFile(path)
		lines = append(lines, strings.Split(string(b), "\n")...)
		return err
	})
	require.NoError(t, err)
	require.Greater(t, len(lines), 20_000, "the recorded output moved")
	return lines
}
