package proctoken

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWriteReadsBackOnlyForItsPort(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	tok, err := Write("127.0.0.1:7411")
	require.NoError(t, err)
	assert.Len(t, tok, 64)
	assert.Equal(t, tok, Read("127.0.0.1:7411"))
	assert.Equal(t, tok, Read("localhost:7411"), "keyed by port, as the state file is")
	assert.Empty(t, Read("127.0.0.1:7412"))

	info, err := os.Stat(Path("127.0.0.1:7411"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "only the user may read it")

	again, err := Write("127.0.0.1:7411")
	require.NoError(t, err)
	assert.NotEqual(t, tok, again, "a new daemon, a new token")
	assert.Equal(t, again, Read("127.0.0.1:7411"))
}

func TestEqual(t *testing.T) {
	assert.True(t, Equal("abc", "abc"))
	assert.False(t, Equal("abd", "abc"))
	assert.False(t, Equal("", ""), "no token is no proof")
	assert.False(t, Equal("abc", ""))
}

func TestNoPathForAnUnknownPort(t *testing.T) {
	assert.Empty(t, Path("127.0.0.1:0"))
	assert.Empty(t, Path("nonsense"))
	_, err := Write("127.0.0.1:0")
	assert.Error(t, err)
}
