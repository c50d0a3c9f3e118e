package godotaddon

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
	"github.com/errbundle/errbundle/observe"
)

func TestMain(m *testing.M) { os.Exit(daemontest.Main(m)) }

// godot is the launcher of real Godot 4: ERRBUNDLE_GODOT, as CI exports
// it, else the one .ci/godot.sh unpacks (and prints; asked once, as it
// runs apt-get update). Never skipped.
func godot(tb testing.TB) string {
	tb.Helper()
	if g := os.Getenv("ERRBUNDLE_GODOT"); g != "" {
		return g
	}
	path, err := godotScript()
	require.NoError(tb, err, "no Godot 4: set ERRBUNDLE_GODOT or let .ci/godot.sh fetch it")
	return path
}

var godotScript = sync.OnceValues(func() (string, error) {
	out, err := exec.Command("bash", "../../.ci/godot.sh").Output()
	return strings.TrimSpace(string(out)), err
})

// game copies testdata/game to a directory of its own, writes the addon
// into it, and points it at the daemon on addr.
func game(tb testing.TB, addr string) string {
	tb.Helper()
	dir := tb.TempDir()
	for _, f := range []string{"project.godot", "main.tscn", "main.gd"} {
		b, err := os.ReadFile(filepath.Join("testdata/game", f))
		require.NoError(tb, err)
		require.NoError(tb, os.WriteFile(filepath.Join(dir, f), b, 0o644))
	}
	written, err := Write(dir)
	require.NoError(tb, err)
	assert.Contains(tb, written, "addons/errbundle/logger.gd")
	f, err := os.OpenFile(filepath.Join(dir, "project.godot"), os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(tb, err)
	_, err = f.WriteString("\n[errbundle]\n\ndaemon_url=\"http://" + addr + "\"\n")
	require.NoError(tb, err)
	require.NoError(tb, f.Close())
	return dir
}

// play runs the game headless, stdin from /dev/null, as a user would start
// it without errbundle run; home is its HOME and cache directory (the
// launcher .ci/godot.sh takes GODOT_HOME for them), env more variables.
// It returns the game's stderr.
func play(tb testing.TB, dir, home string, env ...string) string {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, godot(tb), "--headless", "--path", dir)
	cmd.Env = append(os.Environ(), append([]string{"GODOT_HOME=" + home, "HOME=" + home, "XDG_CACHE_HOME=" + filepath.Join(home, ".cache")}, env...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	require.NoError(tb, cmd.Run(), "godot: %s", stderr.String())
	return stderr.String()
}

// observeAs calls the observe tool of the daemon on addr as an agent
// whose root is root would, and decodes the JSON reply.
func observeAs(tb testing.TB, addr, root string, args map[string]any) map[string]any {
	tb.Helper()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test-agent"}, nil).
		Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: "http://" + addr + "/mcp"}, nil)
	require.NoError(tb, err)
	defer cs.Close()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: observe.ToolName, Arguments: args,
		Meta: mcp.Meta{observe.MetaRoots: []string{root}}})
	require.NoError(tb, err)
	text := res.Content[0].(*mcp.TextContent).Text
	require.False(tb, res.IsError, text)
	var m map[string]any
	require.NoError(tb, json.Unmarshal([]byte(text), &m), text)
	return m
}

// TestAddonInAGameStartedWithoutErrbundle runs a real Godot 4 game with
// the addon, started as a user starts it (no errbundle run), against a
// real daemon: its push_error, null-instance error and push_warning reach
// get_errors and errors at their script line, with the GDScript
// backtrace, under a process whose directory the daemon's token proved.
func TestAddonInAGameStartedWithoutErrbundle(t *testing.T) {
	home := t.TempDir()
	cache := filepath.Join(home, ".cache")
	// -race, as make test compiles: the build reuses its packages.
	d := daemontest.Start(t, daemontest.Binary(t, "-race"), daemontest.Options{Env: append(os.Environ(), "XDG_CACHE_HOME="+cache)})
	dir := game(t, d.Addr)
	stderr := play(t, dir, home)
	assert.Contains(t, stderr, "ERROR: the save file is corrupt", "the game's console is as it was")
	assert.NotContains(t, stderr, "errbundle", "the addon says nothing on the console")

	// The exit event comes with the last batch, sent before the game
	// ended: nothing is left to wait for.
	procs := observeAs(t, d.Addr, dir, map[string]any{"what": "processes"})["processes"].([]any)
	require.Len(t, procs, 1)
	p := procs[0].(map[string]any)
	assert.Equal(t, "godot:errgame", p["id"])
	assert.Equal(t, dir, p["cwd"], "the token proved the project directory")
	assert.Equal(t, "exited", p["state"])
	assert.EqualValues(t, 3, p["errors"])
	assert.EqualValues(t, 1, p["warnings"])

	r := observeAs(t, d.Addr, dir, map[string]any{"what": "errors", "severity": "all"})
	assert.EqualValues(t, 3, r["error_count"])
	assert.EqualValues(t, 1, r["warning_count"])
	byMessage := map[string]map[string]any{}
	for _, e := range r["errors"].([]any) {
		e := e.(map[string]any)
		assert.Equal(t, "process:godot:errgame", e["source"])
		byMessage[e["message"].(string)] = e
	}
	for msg, want := range map[string]struct {
		severity  string
		line      float64
		backtrace string
	}{
		"the save file is corrupt":                         {"error", 11, "[1] _ready (res://main.gd:6)"},
		"Cannot call method 'queue_free' on a null value.": {"error", 8, "[0] _ready (res://main.gd:8)"},
		"low on mana": {"warning", 5, "[0] _ready (res://main.gd:5)"},
		// Raised in the frame that calls quit(): sent before the game ends.
		"quitting with unsaved progress": {"error", 14, "[0] quit_now (res://main.gd:14)"},
	} {
		e := byMessage[msg]
		require.NotNil(t, e, "no %q in %v", msg, r)
		assert.Equal(t, want.severity, e["severity"], msg)
		assert.Equal(t, "res://main.gd", e["file"], msg)
		assert.Equal(t, want.line, e["line"], msg)
		assert.Contains(t, e["block"], "GDScript backtrace (most recent call first):", msg)
		assert.Contains(t, e["block"], want.backtrace, msg)
	}

	g := observeAs(t, d.Addr, dir, map[string]any{"what": "get_errors", "raw": true})
	var locs []string
	for _, e := range g["errors"].([]any) {
		locs = append(locs, e.(map[string]any)["location"].(string))
	}
	assert.ElementsMatch(t, []string{"res://main.gd:14", "res://main.gd:11", "res://main.gd:8", "res://main.gd:5"}, locs)

	t.Run("under errbundle run the addon stays quiet", func(t *testing.T) {
		// errbundle run reads the console already (ERRBUNDLE_RUN is
		// what it sets): the errors would be reported twice.
		play(t, game(t, d.Addr), home, "ERRBUNDLE_RUN=game")
		procs := observeAs(t, d.Addr, dir, map[string]any{"what": "processes", "scope": "all"})["processes"].([]any)
		require.Len(t, procs, 1, "no second process")
		p := procs[0].(map[string]any)
		assert.EqualValues(t, 0, p["restarts"], "no second start of godot:errgame")
		assert.EqualValues(t, 3, p["errors"], "no error of the second game")
	})
	t.Run("with no daemon the game runs as before", func(t *testing.T) {
		quiet := play(t, game(t, daemontest.FreeAddr(t)), home)
		assert.Equal(t, stderr, quiet, "same console, nothing of the addon's")
	})
}
