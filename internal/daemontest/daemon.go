package daemontest

import (
	"net"
	"net/http"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// wait bounds every wait on a daemon: for it to answer at start, and for
// it to exit once signalled. Neither waits for time to pass: each polls
// for its condition and gives up after wait.
const wait = 15 * time.Second

// Options say how [Start] runs errbundle serve. The zero value runs it on
// a free loopback port, with no state file, in this process's environment.
type Options struct {
	// Addr is the address to listen on; "" for one of [FreeAddr]'s. A test
	// that restarts a daemon passes the address of the one it stopped.
	Addr string
	// Args are more serve flags, after those Start passes itself.
	Args []string
	// Env is the daemon's environment; nil for this process's.
	Env []string
	// State leaves the state file to Args and Env. Without it Start passes
	// --no-state and --screenshots "", so that a daemon on a reused port
	// restores nothing an earlier test left, and writes nothing to the
	// user's cache.
	State bool
}

// Daemon is a running errbundle serve process.
type Daemon struct {
	Addr string    // the address it listens on
	Cmd  *exec.Cmd // the process; Start waits for it: do not call Cmd.Wait
	Log  *Buffer   // what it has written, stderr and stdout

	exited chan struct{} // closed once Cmd.Wait has returned
}

// Start runs bin serve as opts say and returns once the daemon answers
// GET /v1/health, failing the test if it exits first or does not answer
// within 15 seconds. The test's cleanup sends it SIGINT and waits for it
// to exit, kills it if it has not within 15 seconds, and logs its output
// if the test failed.
func Start(tb testing.TB, bin string, opts Options) *Daemon {
	tb.Helper()
	addr := opts.Addr
	if addr == "" {
		addr = FreeAddr(tb)
	}
	args := []string{"serve", "--addr", addr}
	if !opts.State {
		// Nor screenshots: a test that wants them names a directory in
		// Args, which come later and win.
		args = append(args, "--no-state", "--screenshots", "")
	}
	d := &Daemon{
		Addr:   addr,
		Cmd:    exec.Command(bin, append(args, opts.Args...)...),
		Log:    &Buffer{},
		exited: make(chan struct{}),
	}
	env := opts.Env
	if env == nil {
		env = os.Environ()
	}
	// A race-detector build otherwise sleeps a second on exit.
	d.Cmd.Env = append(env, "GORACE=atexit_sleep_ms=0")
	d.Cmd.Stdout, d.Cmd.Stderr = d.Log, d.Log
	require.NoError(tb, d.Cmd.Start())
	go func() {
		d.Cmd.Wait()
		close(d.exited)
	}()
	tb.Cleanup(func() {
		d.Cmd.Process.Signal(os.Interrupt)
		select {
		case <-d.exited:
		case <-time.After(wait):
			tb.Logf("daemon on %s ignored SIGINT for %v: killing it", addr, wait)
			d.Cmd.Process.Kill()
			<-d.exited
		}
		if tb.Failed() {
			tb.Logf("daemon on %s, log:\n%s", addr, d.Log)
		}
	})
	deadline := time.Now().Add(wait)
	for !healthy(addr) {
		select {
		case <-d.exited:
			tb.Fatalf("daemon on %s exited at start: %v", addr, d.Cmd.ProcessState)
		default:
		}
		if time.Now().After(deadline) {
			tb.Fatalf("daemon on %s did not answer GET /v1/health within %v", addr, wait)
		}
		time.Sleep(10 * time.Millisecond)
	}
	return d
}

// URL is the daemon's URL for path, e.g. "/v1/health"; the daemon's
// origin for "".
func (d *Daemon) URL(path string) string { return "http://" + d.Addr + path }

// Stop sends the daemon sig, waits for it to exit, and checks that nothing
// answers on its address any more.
func (d *Daemon) Stop(tb testing.TB, sig os.Signal) {
	tb.Helper()
	require.NoError(tb, d.Cmd.Process.Signal(sig))
	select {
	case <-d.exited:
	case <-time.After(wait):
		tb.Fatalf("daemon on %s did not exit on %v", d.Addr, sig)
	}
	require.False(tb, healthy(d.Addr), "nothing answers on %s any more", d.Addr)
}

// Kill kills the daemon and waits for it to exit. The error is the kill's:
// os.ErrProcessDone if the daemon had exited already.
func (d *Daemon) Kill() error {
	err := d.Cmd.Process.Kill()
	<-d.exited
	return err
}

// FreeAddr returns a loopback address with a port nothing listens on,
// and never the same one twice in a process: the kernel hands a port just
// closed out again, so two parallel tests asking at once could get one
// port, one for a dev server, the other as a port that must stay closed
// (TestUIApps' solid app fetched its "closed" port and reached Vite).
func FreeAddr(tb testing.TB) string {
	tb.Helper()
	addr, err := given.next(listenFree)
	require.NoError(tb, err)
	return addr
}

// listenFree asks the kernel for a loopback port nothing listens on.
func listenFree() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// portBook remembers the addresses handed out, so that none is handed
// out twice.
type portBook struct {
	sync.Mutex
	addrs map[string]bool
}

// next returns the first address from listen not handed out before.
func (b *portBook) next(listen func() (string, error)) (string, error) {
	b.Lock()
	defer b.Unlock()
	for {
		addr, err := listen()
		if err != nil || !b.addrs[addr] {
			if err == nil {
				b.addrs[addr] = true
			}
			return addr, err
		}
	}
}

// given is the addresses FreeAddr has returned.
var given = &portBook{addrs: map[string]bool{}}

// healthClient gives up on a health check after a second: a daemon that
// takes longer is not ready.
var healthClient = &http.Client{Timeout: time.Second}

// healthy reports whether a daemon on addr answers GET /v1/health with 200.
func healthy(addr string) bool {
	resp, err := healthClient.Get("http://" + addr + "/v1/health")
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}
