package daemon

import (
	"os/exec"
	"syscall"

	"golang.org/x/sys/windows"
)

// startDetached starts cmd with no console and in a process group of its
// own, the Windows counterpart of a new session: closing the terminal or a
// Ctrl-C there does not reach the daemon. It asks to break away from the
// caller's job too, since `errbundle run` and many terminals put their
// children in a job that is killed when they exit; where the job forbids
// that, the daemon starts inside it rather than not at all.
func startDetached(cmd *exec.Cmd) error {
	flags := uint32(windows.DETACHED_PROCESS | windows.CREATE_NEW_PROCESS_GROUP)
	cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: flags | windows.CREATE_BREAKAWAY_FROM_JOB, HideWindow: true}
	if err := cmd.Start(); err == nil {
		return nil
	}
	retry := exec.Command(cmd.Path, cmd.Args[1:]...)
	retry.Stdout, retry.Stderr, retry.Env, retry.Dir = cmd.Stdout, cmd.Stderr, cmd.Env, cmd.Dir
	retry.SysProcAttr = &syscall.SysProcAttr{CreationFlags: flags, HideWindow: true}
	*cmd = *retry
	return cmd.Start()
}
