package daemontest

import (
	"net/http"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMain removes the binary the tests built.
func TestMain(m *testing.M) {
	os.Exit(Main(m))
}

func TestStart(t *testing.T) {
	bin := Binary(t)
	require.Equal(t, bin, Binary(t), "built once, however many ask")
	state := filepath.Join(t.TempDir(), "state.snap")
	tests := []struct {
		name      string
		opts      Options
		wantFlags []string
		wantState bool
	}{
		{"no state file by default", Options{}, []string{"--no-state", "--screenshots", ""}, false},
		{"the caller's state file", Options{State: true, Args: []string{"--state", state}}, []string{"--state", state}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cache := t.TempDir()
			// Where the default state file would go on Linux.
			tt.opts.Env = append(os.Environ(), "XDG_CACHE_HOME="+cache)
			d := Start(t, bin, tt.opts)
			assert.Equal(t, append([]string{bin, "serve", "--addr", d.Addr}, tt.wantFlags...), d.Cmd.Args)
			resp, err := http.Get(d.URL("/v1/health"))
			require.NoError(t, err)
			resp.Body.Close()
			assert.Equal(t, http.StatusOK, resp.StatusCode)

			d.Stop(t, syscall.SIGTERM)
			assert.Equal(t, 0, d.Cmd.ProcessState.ExitCode(), "a clean exit: %s", d.Log)
			assert.Contains(t, d.Log.String(), "stopped", "its log")
			assert.ErrorIs(t, d.Kill(), os.ErrProcessDone)
			if tt.wantState {
				assert.FileExists(t, state)
			}
			cached, err := os.ReadDir(cache)
			require.NoError(t, err)
			assert.Empty(t, cached, "nothing in the user's cache")
		})
	}
}

func TestKill(t *testing.T) {
	d := Start(t, Binary(t), Options{Addr: FreeAddr(t)})
	require.NoError(t, d.Kill())
	assert.Equal(t, -1, d.Cmd.ProcessState.ExitCode(), "killed by a signal")
	assert.NotContains(t, d.Log.String(), "shutting down")
	d2 := Start(t, Binary(t), Options{Addr: d.Addr})
	assert.Equal(t, d.Addr, d2.Addr, "a new daemon on the same address")
}

// Ports asked for by parallel tests are all different, although the
// kernel hands a port just closed out again: here it hands out 5000
// twice before 5001.
func TestFreeAddrNeverRepeats(t *testing.T) {
	kernel := []string{"127.0.0.1:5000", "127.0.0.1:5000", "127.0.0.1:5001"}
	listen := func() (string, error) {
		addr := kernel[0]
		kernel = kernel[1:]
		return addr, nil
	}
	book := &portBook{addrs: map[string]bool{}}
	first, err := book.next(listen)
	require.NoError(t, err)
	second, err := book.next(listen)
	require.NoError(t, err)
	assert.Equal(t, []string{"127.0.0.1:5000", "127.0.0.1:5001"}, []string{first, second})
}
