package godot

import (
	"bytes"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/godot/godottest"
)

const game = "../../cmd/errbundle/testdata/godot-game"

// runGame runs the test game headless under d and returns its stdout and
// the errors d heard.
func runGame(t *testing.T, d *Debugger) (string, []Error) {
	t.Helper()
	cmd := exec.Command(godottest.Binary(t), "--headless", "--path", godottest.Project(t, game), "--quit-after", "600", "--remote-debug", d.URI())
	return serveGame(t, d, cmd, func() {})
}

// serveGame starts cmd, serves it with d, calls started once it runs, and
// waits for it to exit.
func serveGame(t *testing.T, d *Debugger, cmd *exec.Cmd, started func()) (string, []Error) {
	t.Helper()
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	require.NoError(t, cmd.Start())
	var mu sync.Mutex
	var errs []Error
	served := make(chan error, 1)
	go func() {
		served <- d.Serve(cmd.Process.Pid, func(e Error) {
			mu.Lock()
			errs = append(errs, e)
			mu.Unlock()
		})
	}()
	started()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(40 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("the game did not exit: paused? stdout: %s", stdout.String())
	}
	d.Close()
	require.NoError(t, <-served)
	mu.Lock()
	defer mu.Unlock()
	return stdout.String(), errs
}

func TestServeRealGame(t *testing.T) {
	t.Parallel()
	for _, breaks := range []bool{false, true} {
		name := "ignore error breaks"
		if breaks {
			// What a Godot that does not know set_ignore_error_breaks does:
			// it stops at the script error and waits for continue.
			name = "continue on debug_enter"
		}
		t.Run(name, func(t *testing.T) {
			d, err := Listen()
			require.NoError(t, err)
			d.breaksOn = breaks
			out, errs := runGame(t, d)
			assert.Contains(t, out, "after the script error\n", "the game ran on past the script error")
			assert.Contains(t, out, "enemy speed 7\n")
			var got []string
			for _, e := range errs {
				got = append(got, e.Location())
			}
			for _, loc := range []string{"res://helper.gd:4", "res://enemy.gd:6", "res://main.gd:9", "res://main.gd:10", "res://main.gd:11", "res://helper.gd:5"} {
				assert.Contains(t, got, loc)
			}
		})
	}
}

// forger waits for the file $GO, then, from inside the game's process
// tree, sends the debugger an HTTP POST and waits for it to be closed,
// then starts the game.
const forger = `while [ ! -e "$GO" ]; do sleep 0.05; done
exec 3<>"/dev/tcp/127.0.0.1/$PORT"
printf 'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello' >&3
cat <&3 >/dev/null
exec 3>&-
exec "$@"`

func TestRefusesOthers(t *testing.T) {
	t.Parallel()
	d, err := Listen()
	require.NoError(t, err)
	refused := make(chan string, 4)
	d.Refused = func(r string) { refused <- r }
	addr := strings.TrimPrefix(d.URI(), "tcp://")
	_, port, _ := strings.Cut(addr, ":")
	goFile := t.TempDir() + "/go"
	cmd := exec.Command("bash", "-c", forger, "forger", godottest.Binary(t), "--headless", "--path", godottest.Project(t, game),
		"--quit-after", "600", "--remote-debug", d.URI())
	cmd.Env = append(os.Environ(), "GO="+goFile, "PORT="+port)
	var reasons []string
	_, errs := serveGame(t, d, cmd, func() {
		// A web page's POST to the port, from a process (this test) that
		// is not the game's.
		if resp, err := http.Post("http://"+addr+"/", "text/plain", strings.NewReader("hello")); err == nil {
			resp.Body.Close()
			t.Error("the POST got an HTTP answer")
		}
		reasons = append(reasons, <-refused)
		require.NoError(t, os.WriteFile(goFile, nil, 0o644))
		reasons = append(reasons, <-refused)
	})
	require.Len(t, reasons, 2)
	assert.Contains(t, reasons[0], "not the game's (pid")
	assert.Contains(t, reasons[1], ErrNotGodot.Error(), "the POST from the game's own tree is refused for its bytes")
	assert.NotEmpty(t, errs, "the game's errors were heard after both")
}
