//go:build unix

package relay

import (
	"os"
	"os/exec"
	"syscall"
)

// forwardedSignals are the signals run passes on to the child's group.
var forwardedSignals = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP}

// group is the child and everything it starts (npm → node → esbuild): on
// unix a process group of its own, so that a signal reaches all of them,
// and only once. When run owns the terminal's foreground the group gets the
// terminal, as a shell would hand it over: Ctrl-C goes straight to it, and
// it can read keys (vite's "press h") without being stopped for reading
// from the background.
type group struct {
	cmd   *exec.Cmd
	stdin *os.File
	fg    bool // the group was given the terminal; take it back at exit
}

func newGroup(cmd *exec.Cmd, stdin *os.File) *group {
	g := &group{cmd: cmd, stdin: stdin, fg: ownsTerminal(stdin)}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if g.fg {
		cmd.SysProcAttr.Foreground = true
		cmd.SysProcAttr.Ctty = int(stdin.Fd())
	}
	return g
}

func (g *group) start() error { return g.cmd.Start() }

// signal sends sig to the whole group, as the terminal would have.
func (g *group) signal(sig os.Signal) {
	syscall.Kill(-g.cmd.Process.Pid, sig.(syscall.Signal))
}

// exited takes the terminal back once the child is gone, so that the shell
// gets its prompt.
func (g *group) exited() {
	if g.fg {
		reclaimTerminal(g.stdin)
	}
}

// close does nothing on unix: what the child left running keeps running,
// as it would after a shell's job ends.
func (g *group) close() {}
