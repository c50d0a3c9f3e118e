package godot

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/godot/godottest"
)

func TestGodotName(t *testing.T) {
	for name, want := range map[string]bool{
		"godot": true, "godot4": true, "godot4.6": true,
		"godot_v4.3-stable_linux.x86_64": true, "godot_v4.2.2-stable_win64": true, "godot_v4.4-stable_mono_linux_x86_64": true,
		"godot3": false, "godot_v3.5.3-stable_x11.64": false, "godotenv": false, "npm": false, "node": false,
	} {
		assert.Equal(t, want, godotName.MatchString(name), name)
	}
}

func TestVersionBanner(t *testing.T) {
	// The banners of `godot --version`, as Godot's releases print them:
	// 4.6.3's is this machine's; the others from Godot's release notes.
	for line, want := range map[string][2]int{
		"4.6.3.stable.debian4.6.3+ds-3":   {4, 6},
		"4.2.2.stable.official.15073afe3": {4, 2},
		"4.3.stable.official.77dcf97d8":   {4, 3},
		"4.5.beta3.official.c81fd6c51":    {4, 5},
		"3.5.3.stable.official.6c814135b": {3, 5},
	} {
		m := versionLine.FindStringSubmatch(line)
		require.NotNil(t, m, line)
		assert.Equal(t, []string{strconv.Itoa(want[0]), strconv.Itoa(want[1])}, m[1:3], line)
	}
	assert.Nil(t, versionLine.FindStringSubmatch("v20.11.1"), "node --version")
	assert.Nil(t, versionLine.FindStringSubmatch("10.2.4"), "npm --version")
}

func TestDebuggable(t *testing.T) {
	bin := godottest.Binary(t)
	dir := t.TempDir()
	// A launcher whose name says nothing, and a script that names
	// nothing of Godot but records being run.
	launcher := filepath.Join(dir, "play")
	require.NoError(t, os.WriteFile(launcher, []byte("#!/bin/sh\n# the game, with Godot 4\nexec "+bin+" \"$@\"\n"), 0o755))
	marker := filepath.Join(dir, "ran")
	dev := filepath.Join(dir, "dev")
	require.NoError(t, os.WriteFile(dev, []byte("#!/bin/sh\ntouch "+marker+"\n"), 0o755))
	ctx := context.Background()
	tests := []struct {
		name    string
		command []string
		want    bool
	}{
		{"Godot by its name", []string{bin, "--headless", "--path", "."}, true},
		{"a launcher by its text and --version", []string{launcher, "--path", "."}, true},
		{"the user's own --remote-debug", []string{bin, "--remote-debug", "tcp://127.0.0.1:6007"}, false},
		{"the user's own --remote-debug=", []string{bin, "--remote-debug=tcp://127.0.0.1:6007"}, false},
		{"the editor", []string{bin, "-e", "--path", "."}, false},
		{"the project manager", []string{bin, "--project-manager"}, false},
		{"an export", []string{bin, "--headless", "--export-release", "Linux", "out"}, false},
		{"a game argument after --", []string{bin, "--path", ".", "--", "-e"}, true},
		{"a script not naming Godot", []string{dev}, false},
		{"a command not found", []string{filepath.Join(dir, "godot4")}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Debuggable(ctx, tt.command))
		})
	}
	assert.NoFileExists(t, marker, "--version was never run on a command that does not name Godot")
}

func TestWithDebugger(t *testing.T) {
	assert.Equal(t, []string{"godot4", "--remote-debug", "tcp://127.0.0.1:5000", "--path", ".", "--", "level=2"},
		WithDebugger([]string{"godot4", "--path", ".", "--", "level=2"}, "tcp://127.0.0.1:5000"))
}
