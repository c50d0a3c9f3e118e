package skills

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFrontMatter checks the Agent Skills format: a YAML front matter with
// a name (lowercase, digits and hyphens, as the folder) and a
// description, each within the format's limits.
func TestFrontMatter(t *testing.T) {
	rest, ok := bytes.CutPrefix(Errbundle, []byte("---\n"))
	require.True(t, ok, "front matter first")
	front, body, ok := bytes.Cut(rest, []byte("\n---\n"))
	require.True(t, ok, "front matter closed")
	// Plain one-line "key: value" pairs, which every YAML reader takes.
	meta := make(map[string]string)
	for _, line := range strings.Split(string(front), "\n") {
		k, v, ok := strings.Cut(line, ": ")
		require.True(t, ok, "a key: value line: %q", line)
		assert.NotContains(t, v, ": ", "a plain YAML scalar holds no colon and space")
		meta[k] = v
	}
	assert.Equal(t, "errbundle", meta["name"])
	assert.NotEmpty(t, meta["description"])
	assert.LessOrEqual(t, len(meta["description"]), 1024)
	assert.Contains(t, string(body), "errbundle observe error_bundles --after")
}
