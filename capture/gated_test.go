package capture

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGatedAgrees checks that a gate rules out only texts that hold none
// of its substrings: on every line of the recorded dev-server output in
// classify/testdata (URLs, stack frames, framework banners), on each
// substring itself and on the lines made up around them.
func TestGatedAgrees(t *testing.T) {
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
	for _, g := range []gated{plumbing, devClientOwn, dataEndpoints, banners} {
		for _, sub := range g.subs {
			lines = append(lines, sub, "http://localhost:5173"+sub+"?v=1", strings.ToUpper(sub), "Note: "+sub+".")
		}
	}
	ruledOut := 0
	for _, g := range []gated{plumbing, devClientOwn, dataEndpoints} {
		for _, line := range lines {
			assert.Equal(t, containsAny(line, g.subs), g.in(line), line)
		}
	}
	for _, line := range lines {
		var buf [2000]byte
		if !banners.mayHold(line) {
			ruledOut++
			assert.False(t, bannerPhrase(lowerInto(buf[:], line)), line)
		}
	}
	assert.Greater(t, ruledOut, len(lines)/2, "the banner gate rules out few lines")
}
