package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHelpObserveListsTheToolArguments(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := run(t.Context(), []string{"help", "observe"}, nil, &stdout, &stderr)
	assert.Equal(t, 0, code)
	for _, flag := range []string{"--limit integer", "--since string|number", "--scope string", "--origin string", "--fail-on string", "--json"} {
		assert.Contains(t, stderr.String(), flag)
	}
}

func TestSkillInstall(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "errbundle")
	var stdout, stderr bytes.Buffer
	require.Equal(t, 0, run(t.Context(), []string{"skill", "install", "--dir", dir}, nil, &stdout, &stderr), stderr.String())
	assert.Equal(t, "installed "+filepath.Join(dir, "SKILL.md")+"\n", stdout.String())
	b, err := os.ReadFile(filepath.Join(dir, "SKILL.md"))
	require.NoError(t, err)
	assert.Contains(t, string(b), "name: errbundle")

	assert.Equal(t, 2, run(t.Context(), []string{"skill", "uninstall"}, nil, &stdout, &stderr))
}
