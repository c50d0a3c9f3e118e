//go:build unix

package daemon

import (
	"os/exec"
	"syscall"
)

// startDetached starts the command newCmd makes in a session of its own:
// the daemon outlives the agent session or dev server that started it, and
// their signals (a terminal's SIGHUP, a Ctrl-C to the group) do not reach
// it.
func startDetached(newCmd func() *exec.Cmd) (*exec.Cmd, error) {
	cmd := newCmd()
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	return cmd, cmd.Start()
}
