package relay

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"github.com/errbundle/errbundle/internal/godot"
)

// drainGrace is how long output may keep coming after the child exits,
// from processes it left behind holding its stdout or stderr.
const drainGrace = time.Second

// deliverGrace bounds the wait, after the child exits, for its last output
// to reach the daemon.
const deliverGrace = 5 * time.Second

// Child is a dev server to run under [Supervise].
type Child struct {
	Command []string // the program and its arguments
	ID      string   // the process id the agent sees; see [ProcessName]
	// Addr is the daemon's address; Revive, if set, is called to (re)start
	// it when it does not answer.
	Addr   string
	Revive func(context.Context) error
	Stdin  *os.File
	Stdout *os.File
	Stderr io.Writer
	// Godot says Command runs a Godot 4.2+ game whose debugger errbundle
	// is to be (see godot.Debuggable): its errors then also come from the
	// debugger stream, with their backtraces and the analyzer's warnings.
	Godot bool
}

// Supervise runs c.Command with its output passing through to c.Stdout and
// c.Stderr, unchanged and as it comes, and relayed line by line to the
// daemon, and returns its exit code the way a shell would. The child and
// what it starts form a group (see [group]): the signals run gets go to the
// whole group, once, as a terminal would have sent them.
func Supervise(c Child) int {
	command, id, addr, stdin, stdout, stderr := c.Command, c.ID, c.Addr, c.Stdin, c.Stdout, c.Stderr
	outR, outW, err := os.Pipe()
	if err != nil {
		fmt.Fprintf(stderr, "errbundle run: %v\n", err)
		return 1
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		fmt.Fprintf(stderr, "errbundle run: %v\n", err)
		return 1
	}
	console := NewConsole(stdout, stderr)
	defer console.Close()
	notify := func(msg string) { console.Notice("errbundle: " + msg) }
	args := command
	var debugger *godot.Debugger
	if c.Godot {
		debugger, args = godotDebugger(command, notify)
	}
	if debugger != nil {
		defer debugger.Close()
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, outW, errW
	cmd.Env = childEnv(stdout, c.ID)
	grp := newGroup(cmd, stdin)
	defer grp.close()
	sigs := make(chan os.Signal, 8)
	signal.Notify(sigs, forwardedSignals...)
	defer signal.Stop(sigs)

	err = grp.start()
	outW.Close()
	errW.Close()
	if err != nil {
		outR.Close()
		errR.Close()
		fmt.Fprintf(stderr, "errbundle run: %v\n", err)
		if errors.Is(err, exec.ErrNotFound) || errors.Is(err, fs.ErrNotExist) {
			return 127
		}
		return 126
	}

	sender := NewSender(Config{URL: "http://" + addr + "/v1/process", ProcessID: id,
		Revive: c.Revive, Notify: notify})
	sender.Start(CommandLine(command), workingDir(cmd), cmd.Process.Pid)
	var debugged chan struct{}
	if debugger != nil {
		debugged = serveGodot(debugger, cmd.Process.Pid, sender)
	}

	var pumps sync.WaitGroup
	pumps.Go(func() { pump(outR, console.Stdout(), "stdout", sender) })
	pumps.Go(func() { pump(errR, console.Stderr(), "stderr", sender) })

	exited := make(chan struct{})
	go func() {
		cmd.Wait()
		close(exited)
	}()
wait:
	for {
		select {
		case sig := <-sigs:
			grp.signal(sig)
		case <-exited:
			break wait
		}
	}
	grp.exited()

	drained := make(chan struct{})
	go func() {
		pumps.Wait()
		close(drained)
	}()
	select {
	case <-drained:
	case <-time.After(drainGrace):
		// Something the child started still holds its output open: stop
		// listening to it rather than outlive the child.
		outR.Close()
		errR.Close()
		<-drained
	}

	if debugger != nil {
		// The game's last errors are queued before its exit; a connection
		// that a process the game left behind holds open is not waited for.
		debugger.Close()
		select {
		case <-debugged:
		case <-time.After(drainGrace):
		}
	}

	code := exitCode(cmd.ProcessState)
	sender.Exit(code)
	ctx, cancel := context.WithTimeout(context.Background(), deliverGrace)
	defer cancel()
	st := sender.Close(ctx)
	if st.Dropped > 0 {
		notify(fmt.Sprintf("%d events of output were dropped while the daemon was away", st.Dropped))
	}
	if st.Pending > 0 {
		notify(fmt.Sprintf("%d events of output not delivered: no daemon answered at %s", st.Pending, addr))
	}
	return code
}

// pump copies one of the child's streams to the terminal a chunk at a time,
// as it is read, and relays its lines.
func pump(r *os.File, term io.Writer, stream string, sender *Sender) {
	defer r.Close()
	lines := NewSplitter(func(text string) { sender.Line(stream, text) })
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			term.Write(buf[:n])
			lines.Write(buf[:n])
		}
		if err != nil {
			break
		}
	}
	lines.Flush()
}

// exitCode is the child's exit status as a shell reports it: 128 plus the
// signal's number if a signal killed it.
func exitCode(ps *os.ProcessState) int {
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return ps.ExitCode()
}

// EnvRun is set in the environment of a command errbundle run starts (and
// so of whatever it starts in turn: a game the Godot editor plays), to the
// process's id: errbundle already reads that output, and the Godot addon
// stays quiet so that no error is reported twice.
const EnvRun = "ERRBUNDLE_RUN"

// childEnv is the child's environment, with [EnvRun] set to id. Through a
// pipe most dev servers turn their colours off; when run's own output is
// a terminal, they are told to keep them, unless the user chose.
func childEnv(stdout *os.File, id string) []string {
	env := append(os.Environ(), EnvRun+"="+id)
	if _, set := os.LookupEnv("FORCE_COLOR"); set {
		return env
	}
	if _, set := os.LookupEnv("NO_COLOR"); set {
		return env
	}
	if fi, err := stdout.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
		env = append(env, "FORCE_COLOR=1")
	}
	return env
}

// workingDir is the directory cmd runs in, absolute, or "" when it cannot
// be told: the daemon reads it to make paths project-relative and to know
// which project the process belongs to.
func workingDir(cmd *exec.Cmd) string {
	if cmd.Dir != "" {
		if abs, err := filepath.Abs(cmd.Dir); err == nil {
			return abs
		}
	}
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	return dir
}
