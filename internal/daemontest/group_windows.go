package daemontest

import (
	"os"
	"os/exec"
	"syscall"
)

// OwnGroup does nothing on Windows: the tests that start dev servers run
// on unix; this keeps their packages building (and vetting) for Windows.
func OwnGroup(cmd *exec.Cmd) {}

// SignalGroup kills the process pid: Windows has no signals to send to a
// group, so any sig ends it.
func SignalGroup(pid int, sig syscall.Signal) error {
	p, err := os.FindProcess(pid)
	if err != nil {
		return err
	}
	return p.Kill()
}
