//go:build unix

package daemontest

import (
	"os/exec"
	"syscall"
)

// OwnGroup makes cmd the leader of a process group of its own, so that
// [SignalGroup] reaches whatever it starts (npm → node → esbuild).
func OwnGroup(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// SignalGroup sends sig to the process group pid leads.
func SignalGroup(pid int, sig syscall.Signal) error { return syscall.Kill(-pid, sig) }
