package main

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
	"regexp"
	"strings"
	"sync"
	"syscall"
	"time"
	"unsafe"

	"github.com/errbundle/errbundle/relay"
)

const runSynopsis = `run [--name ID] [--addr ADDR] -- CMD [ARGS...]

Runs CMD, your dev server, with its output passing through to this terminal
unchanged, and streams that output to the daemon on --addr, starting the
daemon if none answers. Ctrl-C and SIGTERM go to CMD, and run exits with
CMD's exit code once CMD has stopped.

Example:
  errbundle run -- npm run dev`

// envNoAutostart, when set, stops run from starting a daemon that does not
// answer: the output still passes through and is kept for a daemon started
// some other way.
const envNoAutostart = "ERRBUNDLE_NO_AUTOSTART"

// maxProcessID is the longest --name the daemon accepts.
const maxProcessID = 128

// drainGrace is how long output may keep coming after the child exits,
// from processes it left behind holding its stdout or stderr.
const drainGrace = time.Second

// deliverGrace bounds the wait, after the child exits, for its last output
// to reach the daemon.
const deliverGrace = 5 * time.Second

// runCmd runs a dev server as a child. ctx is not used to stop it: the
// signals that cancel ctx are forwarded to the child instead, and run waits
// for the child to exit.
func runCmd(_ context.Context, args []string, stderr io.Writer) int {
	fs := newFlagSet("run", runSynopsis, stderr)
	name := fs.String("name", "", "process id the agent sees (default: from the command, e.g. npm-run-dev)")
	addr := fs.String("addr", addrDefault(), "daemon address (env "+envAddr+")")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	command := fs.Args()
	switch {
	case len(command) == 0:
		fmt.Fprintln(stderr, "errbundle run: missing the command to run, after --")
		fs.Usage()
		return 2
	case len(args) == len(command) || args[len(args)-len(command)-1] != "--":
		// Without --, the command's own flags would be taken for run's.
		fmt.Fprintf(stderr, "errbundle run: put -- before the command: errbundle run -- %s\n", commandLine(command))
		fs.Usage()
		return 2
	case len(*name) > maxProcessID:
		fmt.Fprintf(stderr, "errbundle run: --name: longer than %d bytes\n", maxProcessID)
		fs.Usage()
		return 2
	}
	id := *name
	if id == "" {
		id = processName(command)
	}
	return runChild(command, id, *addr, os.Stdin, os.Stdout, stderr)
}

// runChild runs command with its output passing through to stdout and
// stderr and relayed to the daemon on addr as process id, and returns its
// exit code the way a shell would.
func runChild(command []string, id, addr string, stdin, stdout *os.File, stderr io.Writer) int {
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
	cmd := exec.Command(command[0], command[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, outW, errW
	cmd.Env = childEnv(stdout)
	// A process group of its own, so that a signal reaches the dev server
	// and everything it started (npm → node → esbuild), and only once.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	fg := ownsTerminal(stdin)
	if fg {
		// Hand it the terminal too, as a shell would: Ctrl-C goes straight
		// to it, and it can read keys (vite's "press h") without being
		// stopped for reading from the background.
		cmd.SysProcAttr.Foreground = true
		cmd.SysProcAttr.Ctty = int(stdin.Fd())
	}
	sigs := make(chan os.Signal, 8)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	defer signal.Stop(sigs)

	err = cmd.Start()
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

	console := relay.NewConsole(stdout, stderr)
	defer console.Close()
	notify := func(msg string) { console.Notice("errbundle: " + msg) }
	var revive func(context.Context) error
	if os.Getenv(envNoAutostart) == "" {
		revive = func(ctx context.Context) error { return ensureDaemon(ctx, addr) }
	}
	sender := relay.NewSender(relay.Config{URL: "http://" + addr + "/v1/process", ProcessID: id,
		Revive: revive, Notify: notify})
	sender.Start(commandLine(command))

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
			// To the whole group, as the terminal would have sent it.
			syscall.Kill(-cmd.Process.Pid, sig.(syscall.Signal))
		case <-exited:
			break wait
		}
	}
	if fg {
		reclaimTerminal(stdin)
	}

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
func pump(r *os.File, term io.Writer, stream string, sender *relay.Sender) {
	defer r.Close()
	lines := relay.NewSplitter(func(text string) { sender.Line(stream, text) })
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

// childEnv is the child's environment. Through a pipe most dev servers
// turn their colours off; when run's own output is a terminal, they are
// told to keep them, unless the user chose.
func childEnv(stdout *os.File) []string {
	env := os.Environ()
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

// ownsTerminal reports whether f is a terminal whose foreground process
// group is run's own: only then may run hand it to the child.
func ownsTerminal(f *os.File) bool {
	var pgrp int32
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), syscall.TIOCGPGRP, uintptr(unsafe.Pointer(&pgrp))); errno != 0 {
		return false
	}
	return int(pgrp) == syscall.Getpgrp()
}

// reclaimTerminal makes run's process group the terminal's foreground
// again once the child is gone, so that the shell gets its prompt back.
func reclaimTerminal(f *os.File) {
	// A background group setting the foreground is sent SIGTTOU, which
	// would stop run, unless it ignores the signal.
	signal.Ignore(syscall.SIGTTOU)
	defer signal.Reset(syscall.SIGTTOU)
	pgrp := int32(syscall.Getpgrp())
	syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), syscall.TIOCSPGRP, uintptr(unsafe.Pointer(&pgrp)))
}

var notNameChars = regexp.MustCompile(`[^a-z0-9]+`)

// processName derives a short process id from a command line: the
// program and its first few words, flags left out, paths cut to their last
// element: "npm run dev" is npm-run-dev, "go run ./cmd/api" is go-run-api
// and "sh -c 'vite --port 3000'" is sh-vite-3000.
func processName(command []string) string {
	const maxWords, maxLen = 4, 32
	var words []string
	for i, arg := range command {
		for _, f := range strings.Fields(arg) {
			if i > 0 && strings.HasPrefix(f, "-") {
				continue
			}
			w := strings.Trim(notNameChars.ReplaceAllString(strings.ToLower(filepath.Base(f)), "-"), "-")
			if w != "" && len(words) < maxWords {
				words = append(words, w)
			}
		}
	}
	name := strings.Join(words, "-")
	if len(name) > maxLen {
		name = name[:maxLen]
		if i := strings.LastIndexByte(name, '-'); i > 0 {
			name = name[:i]
		}
	}
	if name == "" {
		return "process"
	}
	return name
}

var shellSafe = regexp.MustCompile(`^[A-Za-z0-9_@%+=:,./-]+$`)

// commandLine writes command as a shell would take it back, quoting the
// arguments that need it.
func commandLine(command []string) string {
	quoted := make([]string, len(command))
	for i, arg := range command {
		if shellSafe.MatchString(arg) {
			quoted[i] = arg
		} else {
			quoted[i] = "'" + strings.ReplaceAll(arg, "'", `'\''`) + "'"
		}
	}
	return strings.Join(quoted, " ")
}
