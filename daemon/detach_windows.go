package daemon

import (
	"os/exec"
	"syscall"

	"golang.org/x/sys/windows"
)

// startDetached starts the command newCmd makes with no console and in a
// process group of its own, the Windows counterpart of a new session:
// closing the terminal or a Ctrl-C there does not reach the daemon. It asks
// to break away from the caller's job too, since `errbundle run` and many
// terminals put their children in a job that is killed when they exit;
// where the job forbids that, the daemon starts inside it (with a fresh
// command: an exec.Cmd starts once) rather than not at all.
func startDetached(newCmd func() *exec.Cmd) (*exec.Cmd, error) {
	flags := uint32(windows.DETACHED_PROCESS | windows.CREATE_NEW_PROCESS_GROUP)
	cmd := newCmd()
	cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: flags | windows.CREATE_BREAKAWAY_FROM_JOB, HideWindow: true}
	if err := cmd.Start(); err == nil {
		return cmd, nil
	}
	cmd = newCmd()
	cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: flags, HideWindow: true}
	return cmd, cmd.Start()
}
