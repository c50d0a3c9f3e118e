package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGodotAddonCommand(t *testing.T) {
	var stdout, stderr bytes.Buffer
	empty := t.TempDir()
	assert.Equal(t, 1, run(t.Context(), []string{"godot", "addon", "--dir", empty}, nil, &stdout, &stderr))
	assert.Contains(t, stderr.String(), "no project.godot")

	project := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(project, "project.godot"), []byte("config_version=5\n"), 0o644))
	stdout.Reset()
	stderr.Reset()
	require.Equal(t, 0, run(t.Context(), []string{"godot", "addon", "--dir", project}, nil, &stdout, &stderr), stderr.String())
	assert.Contains(t, stdout.String(), "wrote addons/errbundle/logger.gd")
	assert.FileExists(t, filepath.Join(project, "addons/errbundle/plugin.cfg"))
	text, err := os.ReadFile(filepath.Join(project, "project.godot"))
	require.NoError(t, err)
	assert.Contains(t, string(text), `Errbundle="*res://addons/errbundle/autoload.gd"`)

	assert.Equal(t, 2, run(t.Context(), []string{"godot"}, nil, &stdout, &stderr), "no subcommand: usage")
}
