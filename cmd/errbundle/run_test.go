package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/daemon"
	"github.com/errbundle/errbundle/internal/daemontest"
)

// runWait bounds every wait in these tests; none waits for time to pass.
const runWait = 20 * time.Second

func TestRunFlags(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		wantCode int
		wantErr  string
	}{
		{"help", []string{"--help"}, 0, "Usage: errbundle run"},
		{"no command", []string{"--name", "x"}, 2, "missing the command"},
		{"nothing after --", []string{"--"}, 2, "missing the command"},
		{"no --", []string{"npm", "run", "dev"}, 2, "put -- before the command: errbundle run -- npm run dev"},
		{"unknown flag", []string{"--bogus", "--", "true"}, 2, "flag provided but not defined: -bogus"},
		{"name too long", []string{"--name", strings.Repeat("x", 129), "--", "true"}, 2, "--name: longer than 128 bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(t.Context(), append([]string{"run"}, tt.args...), nil, &stdout, &stderr)
			assert.Equal(t, tt.wantCode, code)
			assert.Contains(t, stderr.String(), tt.wantErr)
			if tt.wantCode == 2 {
				assert.Contains(t, stderr.String(), "Usage: errbundle run", "usage with the error")
			}
		})
	}
}

func TestRun(t *testing.T) {
	bin := daemonBinary(t)
	d := startDaemon(t)
	addr := d.Addr

	t.Run("passes output through and relays its lines", func(t *testing.T) {
		tests := []struct {
			name             string
			script           string
			wantOut, wantErr string
			wantCode         int
			wantLines        int
		}{
			{"lines and exit code", `echo hello; echo "panic: boom" >&2; exit 3`, "hello\n", "panic: boom\n", 3, 2},
			{"colours and a last line without newline", `printf '\033[31mred\033[0m\r\n'; printf 'no newline' >&2`,
				"\x1b[31mred\x1b[0m\r\n", "no newline", 0, 2},
			{"no output", `exit 0`, "", "", 0, 0},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				before := d.count(t, "lines")
				cmd := exec.Command(bin, "run", "--addr", addr, "--name", "t", "--", "sh", "-c", tt.script)
				cmd.Env = runEnv()
				var stdout, stderr bytes.Buffer
				cmd.Stdout, cmd.Stderr = &stdout, &stderr
				assert.Equal(t, tt.wantCode, exitCodeOf(t, cmd.Run()))
				assert.Equal(t, tt.wantOut, stdout.String(), "stdout byte for byte")
				assert.Equal(t, tt.wantErr, stderr.String(), "stderr byte for byte, no notices")
				assert.Equal(t, before+tt.wantLines, d.count(t, "lines"), "lines in the daemon")
			})
		}
	})

	t.Run("the start names the working directory and the child's pid", func(t *testing.T) {
		dir := t.TempDir()
		cmd := exec.Command(bin, "run", "--addr", addr, "--name", "where", "--", "sh", "-c", `echo $$`)
		cmd.Env, cmd.Dir = runEnv(), dir
		out, err := cmd.Output()
		require.NoError(t, err)
		pid, err := strconv.Atoi(strings.TrimSpace(string(out)))
		require.NoError(t, err, "the child printed its pid: %q", out)

		text, _ := observeCall(t, d.httpSession(t), map[string]any{"what": "processes"})
		var reply struct {
			Processes []struct {
				ID  string `json:"id"`
				Cwd string `json:"cwd"`
				PID int    `json:"pid"`
			} `json:"processes"`
		}
		require.NoError(t, json.Unmarshal([]byte(text), &reply))
		i := slices.IndexFunc(reply.Processes, func(p struct {
			ID  string `json:"id"`
			Cwd string `json:"cwd"`
			PID int    `json:"pid"`
		}) bool {
			return p.ID == "where"
		})
		require.GreaterOrEqual(t, i, 0, "no process named where in %s", text)
		real, err := filepath.EvalSymlinks(dir)
		require.NoError(t, err)
		assert.Contains(t, []string{dir, real}, reply.Processes[i].Cwd)
		assert.Equal(t, pid, reply.Processes[i].PID)
	})

	t.Run("signals reach the child, and run waits for it", func(t *testing.T) {
		tests := []struct {
			name     string
			sig      syscall.Signal
			wantOut  string
			wantCode int
		}{
			{"SIGINT, trapped", syscall.SIGINT, "ready\ngot-int\n", 0},
			{"SIGTERM, not trapped", syscall.SIGTERM, "ready\n", 128 + int(syscall.SIGTERM)},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				cmd := exec.Command(bin, "run", "--addr", addr, "--name", "t", "--",
					"sh", "-c", `trap "echo got-int; exit 0" INT; echo ready; while :; do sleep 0.1; done`)
				cmd.Env = runEnv()
				out, err := cmd.StdoutPipe()
				require.NoError(t, err)
				require.NoError(t, cmd.Start())
				r := bufio.NewReader(out)
				line, err := r.ReadString('\n')
				require.NoError(t, err)
				require.Equal(t, "ready\n", line)

				require.NoError(t, cmd.Process.Signal(tt.sig))
				rest := make(chan string, 1)
				go func() {
					var b bytes.Buffer
					b.ReadFrom(r)
					rest <- b.String()
				}()
				select {
				case s := <-rest:
					assert.Equal(t, tt.wantOut, line+s)
				case <-time.After(runWait):
					cmd.Process.Kill()
					t.Fatal("run did not exit after the signal")
				}
				assert.Equal(t, tt.wantCode, exitCodeOf(t, cmd.Wait()))
			})
		}
	})

	t.Run("without a daemon the output still passes through", func(t *testing.T) {
		cmd := exec.Command(bin, "run", "--addr", daemontest.FreeAddr(t), "--", "sh", "-c", `echo out; echo err >&2; exit 5`)
		cmd.Env = runEnv()
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		assert.Equal(t, 5, exitCodeOf(t, cmd.Run()))
		assert.Equal(t, "out\n", stdout.String())
		errLines := strings.SplitAfter(stderr.String(), "\n")
		assert.Contains(t, errLines, "err\n", "the child's line whole, not cut by a notice")
		assert.Contains(t, stderr.String(), "errbundle: cannot reach the daemon")
		assert.Contains(t, stderr.String(), "errbundle: 4 events of output not delivered")
	})

	t.Run("starts the daemon if none answers", func(t *testing.T) {
		addr := daemontest.FreeAddr(t)
		cmd := exec.Command(bin, "run", "--addr", addr, "--", "sh", "-c", `echo one`)
		// Where the started daemon logs, instead of the user's cache.
		cmd.Env = append(os.Environ(), "XDG_CACHE_HOME="+t.TempDir(), "HOME="+t.TempDir(), "GORACE=atexit_sleep_ms=0")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		require.NoError(t, cmd.Run(), "stderr: %s", &stderr)
		t.Cleanup(func() { stopStartedDaemon(t, bin, addr) })
		assert.Equal(t, "one\n", stdout.String())
		assert.Empty(t, stderr.String(), "a daemon started on demand is no news")
		assert.Equal(t, 1, (&binDaemon{&daemontest.Daemon{Addr: addr}}).count(t, "lines"))
	})

	t.Run("a command that does not exist", func(t *testing.T) {
		cmd := exec.Command(bin, "run", "--addr", addr, "--", "errbundle-no-such-command")
		cmd.Env = runEnv()
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		assert.Equal(t, 127, exitCodeOf(t, cmd.Run()))
		assert.Contains(t, stderr.String(), "errbundle run: exec: \"errbundle-no-such-command\"")
	})
}

// stopStartedDaemon stops the daemon that errbundle run started, detached,
// on addr: the one process whose command line is bin serve --addr addr.
func stopStartedDaemon(tb testing.TB, bin, addr string) {
	tb.Helper()
	want := strings.Join([]string{bin, "serve", "--addr", addr}, "\x00") + "\x00"
	procs, err := filepath.Glob("/proc/[0-9]*/cmdline")
	require.NoError(tb, err)
	for _, p := range procs {
		b, err := os.ReadFile(p)
		if err != nil || string(b) != want {
			continue
		}
		pid, err := strconv.Atoi(filepath.Base(filepath.Dir(p)))
		require.NoError(tb, err)
		proc, err := os.FindProcess(pid)
		require.NoError(tb, err)
		require.NoError(tb, proc.Signal(syscall.SIGTERM)) // os's, not syscall.Kill: this file vets for windows too
		require.Eventually(tb, func() bool { return !daemon.Healthy(context.Background(), addr) }, runWait, 10*time.Millisecond)
		return
	}
	tb.Errorf("no daemon serving %s to stop", addr)
}

// runEnv is the environment of errbundle run in these tests: no daemon
// started behind the test's back, and no second's sleep at exit from the
// race detector.
func runEnv() []string {
	return append(os.Environ(), daemon.EnvNoAutostart+"=1", "GORACE=atexit_sleep_ms=0")
}

// exitCodeOf is the exit code behind the error of an exec.Cmd's Run or Wait.
func exitCodeOf(tb testing.TB, err error) int {
	tb.Helper()
	if err == nil {
		return 0
	}
	var ee *exec.ExitError
	require.True(tb, errors.As(err, &ee), "not an exit status: %v", err)
	return ee.ExitCode()
}
