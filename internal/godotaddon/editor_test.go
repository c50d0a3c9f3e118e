//go:build godoteditor

// The editor tests start the real Godot editor, headless, three times
// (import, play under errbundle run, play with the addon): about two
// minutes on two busy cores, too long for make test. make godot-editor
// runs them.

package godotaddon

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// loaderLaunch is how .ci/godot.sh's launcher starts Godot: through the
// unpacked tree's own dynamic loader.
var loaderLaunch = regexp.MustCompile(`exec "([^"]+/ld-linux-x86-64\.so\.2)" --library-path "([^"]+)" "([^"]+)" "\$@"`)

// playableGodot returns a command line that starts Godot so that its
// editor can play a game, and the environment to start it in. The editor
// starts the game as its own executable again: through the loader that
// is the loader, which refuses the game's arguments, so for .ci/godot.sh's
// launcher it is a copy of the binary whose ELF interpreter is that loader
// (by a path short enough to fit where the system loader's path was),
// started by env with the tree's libraries: env, not the test, sets
// LD_LIBRARY_PATH, which the system's programs (errbundle run among them)
// cannot run with.
func playableGodot(tb testing.TB, home string) ([]string, []string) {
	tb.Helper()
	env := append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"),
		"XDG_DATA_HOME="+filepath.Join(home, ".local/share"), "XDG_CACHE_HOME="+filepath.Join(home, ".cache"))
	launcher := godot(tb)
	script, err := os.ReadFile(launcher)
	require.NoError(tb, err)
	m := loaderLaunch.FindSubmatch(script)
	if m == nil {
		return []string{launcher}, env // an installed Godot plays as it is
	}
	loader, libs, bin := string(m[1]), string(m[2]), string(m[3])
	short, err := os.MkdirTemp("/tmp", "ebld")
	require.NoError(tb, err)
	tb.Cleanup(func() { os.RemoveAll(short) })
	interp := filepath.Join(short, "ld")
	require.NoError(tb, os.Symlink(loader, interp))
	b, err := os.ReadFile(bin)
	require.NoError(tb, err)
	old := []byte("/lib64/ld-linux-x86-64.so.2\x00")
	require.Less(tb, len(interp), len(old), "interpreter path %s too long to patch in", interp)
	i := bytes.Index(b, old)
	require.GreaterOrEqual(tb, i, 0, "no /lib64 interpreter in %s", bin)
	copy(b[i:i+len(old)], append([]byte(interp), make([]byte, len(old)-len(interp))...))
	patched := filepath.Join(tb.TempDir(), "godot")
	require.NoError(tb, os.WriteFile(patched, b, 0o755))
	return []string{"env", "LD_LIBRARY_PATH=" + libs, patched}, env
}

// editorProject copies testdata/editor to a directory of its own.
func editorProject(tb testing.TB) string {
	tb.Helper()
	dir := tb.TempDir()
	require.NoError(tb, os.CopyFS(dir, os.DirFS("testdata/editor")))
	return dir
}

// runEditor runs argv (an editor, or errbundle run starting one) in the
// project dir to its end, stdin from /dev/null, and returns its stdout and
// stderr together.
func runEditor(tb testing.TB, env []string, dir string, argv ...string) string {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Env, cmd.Dir = env, dir
	out, err := cmd.CombinedOutput()
	require.NoError(tb, err, "%s", out)
	return string(out)
}

// TestEditorPlaysUnderErrbundleRun: a game the editor plays inherits the
// editor's stdout and stderr, so with the editor under errbundle run its
// errors reach errbundle through the console, as the editor's process's.
func TestEditorPlaysUnderErrbundleRun(t *testing.T) {
	home := t.TempDir()
	bin := daemontest.Binary(t, "-race")
	d := daemontest.Start(t, bin, daemontest.Options{})
	gd, env := playableGodot(t, home)
	dir := editorProject(t)
	runEditor(t, env, dir, slices.Concat(gd, []string{"--editor", "--headless", "--path", dir, "--import"})...)

	run := slices.Concat([]string{bin, "run", "--addr", d.Addr, "--name", "editor", "--"}, gd, []string{"--editor", "--headless", "--path", dir})
	out := runEditor(t, append(env, "ERRBUNDLE_NO_AUTOSTART=1"), dir, run...)
	assert.Contains(t, out, "ERROR: the save file is corrupt", "the game's console is the editor's")

	r := observeAs(t, d.Addr, dir, map[string]any{"what": "errors", "severity": "all", "process_id": "editor"})
	got := map[string]float64{}
	for _, e := range r["errors"].([]any) {
		e := e.(map[string]any)
		got[e["message"].(string)] = e["line"].(float64)
		if e["file"] == "res://main.gd" {
			assert.Contains(t, e["block"], "GDScript backtrace", e["message"])
		}
	}
	assert.Equal(t, map[string]float64{
		"tool script failed":                               12, // the editor's own tool script
		"the save file is corrupt":                         11,
		"Cannot call method 'queue_free' on a null value.": 8,
		"low on mana":                                      5,
	}, got)
}

// TestEditorWithTheAddon: with the editor started by hand, the addon sends
// the errors of the game the editor plays (it inherits no ERRBUNDLE_RUN),
// and the editor's plugin those of a tool script.
func TestEditorWithTheAddon(t *testing.T) {
	home := t.TempDir()
	d := daemontest.Start(t, daemontest.Binary(t, "-race"), daemontest.Options{Env: append(os.Environ(), "XDG_CACHE_HOME="+filepath.Join(home, ".cache"))})
	gd, env := playableGodot(t, home)
	dir := editorProject(t)
	_, err := Write(dir)
	require.NoError(t, err)
	f, err := os.OpenFile(filepath.Join(dir, "project.godot"), os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	_, err = f.WriteString("\n[errbundle]\n\ndaemon_url=\"http://" + d.Addr + "\"\n")
	require.NoError(t, err)
	require.NoError(t, f.Close())
	runEditor(t, env, dir, slices.Concat(gd, []string{"--editor", "--headless", "--path", dir, "--import"})...)
	runEditor(t, env, dir, slices.Concat(gd, []string{"--editor", "--headless", "--path", dir})...)

	tool := observeAs(t, d.Addr, dir, map[string]any{"what": "errors", "process_id": "godot-editor:edgame"})["errors"].([]any)
	require.NotEmpty(t, tool)
	assert.Equal(t, "tool script failed", tool[0].(map[string]any)["message"])
	assert.Equal(t, "res://addons/playtest/plugin.gd", tool[0].(map[string]any)["file"])
	for _, e := range tool {
		assert.NotContains(t, e.(map[string]any)["block"], "editor/", "the editor's own complaints are not sent")
	}

	game := observeAs(t, d.Addr, dir, map[string]any{"what": "errors", "severity": "all", "process_id": "godot:edgame"})
	assert.EqualValues(t, 2, game["error_count"])
	assert.EqualValues(t, 1, game["warning_count"])
}
