package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/godot"
	"github.com/errbundle/errbundle/internal/godot/godottest"
	"github.com/errbundle/errbundle/scope"
)

// godotGame is a game whose scripts raise each kind of error once (see
// its main.gd); the expectations below are read off those scripts and the
// console output of a run of Godot 4.6.3.
const godotGame = "testdata/godot-game"

// godotEntry is what get_errors says of one problem.
type godotEntry struct {
	Message, Location, Severity string
	Count                       int
	Backtrace                   []string
}

// gameErrors are the game's errors, each once: the analyzer's warnings
// come from the debugger only, the rest from both it and the console.
var gameErrors = []godotEntry{
	{`The local variable "unused_damage" is declared but never used in the block. If this is intended, prefix it with an underscore: "_unused_damage". (UNUSED_VARIABLE)`, "res://helper.gd:4", "warning", 1, nil},
	{`The local variable "speed" is shadowing an already-declared variable at line 3 in the current class. (SHADOWED_VARIABLE)`, "res://enemy.gd:6", "warning", 1, nil},
	{"health not set, using default", "res://main.gd:9", "warning", 1, []string{"_ready (res://main.gd:9)"}},
	{"inventory failed to load", "res://main.gd:10", "error", 1, []string{"_ready (res://main.gd:10)"}},
	{`Node not found: "Missing" (relative to "/root/Main").`, "res://main.gd:11", "error", 1, []string{"_ready (res://main.gd:11)"}},
	{"Cannot call method 'queue_free' on a null value.", "res://helper.gd:5", "error", 1, []string{"hurt (res://helper.gd:5)", "_ready (res://main.gd:12)"}},
	{"saved nothing on quit", "res://main.gd:22", "error", 1, []string{"_process (res://main.gd:22)"}},
}

// runGodot runs the game under errbundle run and returns its stdout and
// stderr once it exits, which it must do by itself: a script error that
// paused it would fail the test.
func runGodot(t *testing.T, d *binDaemon, name string, env []string, command ...string) (string, string, *exec.Cmd) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 45*time.Second)
	t.Cleanup(cancel)
	cmd := exec.CommandContext(ctx, daemonBinary(t), append([]string{"run", "--addr", d.Addr, "--name", name, "--"}, command...)...)
	cmd.Env = append(runEnv(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	return stdout.String(), stderr.String(), cmd
}

// wait runs or waits for cmd and checks that the game exited 0.
func waitGame(t *testing.T, cmd *exec.Cmd, started bool) (string, string) {
	t.Helper()
	var err error
	if started {
		err = cmd.Wait()
	} else {
		err = cmd.Run()
	}
	stdout, stderr := cmd.Stdout.(*bytes.Buffer).String(), cmd.Stderr.(*bytes.Buffer).String()
	require.NoError(t, err, "the game did not exit by itself; stderr:\n%s", stderr)
	return stdout, stderr
}

// processErrors is get_errors for one process, warnings included.
func processErrors(t *testing.T, d *binDaemon, name string) []godotEntry {
	t.Helper()
	text, _ := observeCall(t, d.httpSession(t), map[string]any{"what": "get_errors", "raw": true, "process_id": name, "scope": "all"})
	var reply struct {
		Errors []godotEntry `json:"errors"`
	}
	require.NoError(t, json.Unmarshal([]byte(text), &reply))
	return reply.Errors
}

func TestGodotDebugger(t *testing.T) {
	d := startDaemon(t)
	bin := godottest.Binary(t)

	t.Run("every error once, the game never paused", func(t *testing.T) {
		_, _, cmd := runGodot(t, d, "game", nil, bin, "--headless", "--path", godottest.Project(t, godotGame))
		stdout, _ := waitGame(t, cmd, false)
		assert.Contains(t, stdout, "after the script error\n")
		assert.Contains(t, stdout, "enemy speed 7\n", "the game went on past the breakpoint")
		assert.ElementsMatch(t, gameErrors, processErrors(t, d, "game"))
		text, _ := observeCall(t, d.httpSession(t), map[string]any{"what": "get_errors", "process_id": "game", "scope": "all"})
		assert.Contains(t, text, "  → res://helper.gd:5\n  backtrace: hurt (res://helper.gd:5) < _ready (res://main.gd:12)\n")
	})

	t.Run("a --remote-debug of the user's is left alone", func(t *testing.T) {
		theirs, err := godot.Listen()
		require.NoError(t, err)
		_, _, cmd := runGodot(t, d, "theirs", nil, bin, "--headless", "--path", godottest.Project(t, godotGame), "--remote-debug", theirs.URI())
		require.NoError(t, cmd.Start())
		var mu sync.Mutex
		var heard []string
		served := make(chan error, 1)
		go func() {
			served <- theirs.Serve(cmd.Process.Pid, func(e godot.Error) {
				mu.Lock()
				heard = append(heard, e.Location())
				mu.Unlock()
			})
		}()
		waitGame(t, cmd, true)
		theirs.Close()
		require.NoError(t, <-served)
		mu.Lock()
		assert.Contains(t, heard, "res://helper.gd:4", "the user's debugger got the game")
		mu.Unlock()
		// The console alone: everything but the analyzer's warnings. Only
		// the messages are compared: a game stalled for a second between
		// two lines of one error (a loaded machine) has the console's
		// block cut, and its location with it, which is what the
		// debugger is there to make up for.
		var want, got []string
		for _, e := range gameErrors[2:] {
			want = append(want, e.Message)
		}
		for _, e := range processErrors(t, d, "theirs") {
			got = append(got, e.Message)
		}
		assert.ElementsMatch(t, want, got)
	})

	t.Run("a forged connection is refused and the game heard after", func(t *testing.T) {
		// A launcher whose name does not say Godot: recognised by its text
		// and its --version. It waits for the file go before it starts the
		// game, so that the forged request comes first.
		dir := t.TempDir()
		play := filepath.Join(dir, "play")
		require.NoError(t, os.WriteFile(play, []byte(`#!/bin/sh
# Starts the game with Godot.
[ "$1" = --version ] && exec "$GODOT" --version
while [ ! -e "$GO" ]; do sleep 0.05; done
exec "$GODOT" "$@"
`), 0o755))
		goFile := filepath.Join(dir, "go")
		_, _, cmd := runGodot(t, d, "forged", []string{"GODOT=" + bin, "GO=" + goFile}, play, "--headless", "--path", godottest.Project(t, godotGame))
		require.NoError(t, cmd.Start())
		port := debuggerPort(t, cmd.Process.Pid)
		if resp, err := http.Post("http://127.0.0.1:"+strconv.Itoa(port)+"/v1/events", "application/json", strings.NewReader(`{"events":[]}`)); err == nil {
			resp.Body.Close()
			t.Error("the POST to the debugger's port got an HTTP answer")
		}
		require.NoError(t, os.WriteFile(goFile, nil, 0o644))
		_, stderr := waitGame(t, cmd, true)
		assert.Contains(t, stderr, "errbundle: Godot debugger: closed a connection from 127.0.0.1:")
		assert.ElementsMatch(t, gameErrors, processErrors(t, d, "forged"))
	})
}

// debuggerPort waits for errbundle run (pid) to listen: its one listening
// port is the debugger's.
func debuggerPort(t *testing.T, pid int) int {
	t.Helper()
	deadline := time.Now().Add(runWait)
	for time.Now().Before(deadline) {
		ports, err := scope.Listening(pid)
		require.NoError(t, err)
		if len(ports) == 1 {
			return ports[0]
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("errbundle run never listened for the game")
	return 0
}
