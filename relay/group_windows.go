package relay

import (
	"os"
	"os/exec"
	"syscall"
	"unsafe"

	"golang.org/x/sys/windows"
)

// forwardedSignals are the console events run passes on: Go reports
// CTRL_C_EVENT and CTRL_BREAK_EVENT as os.Interrupt, and closing the
// console window, logoff and shutdown as SIGTERM.
var forwardedSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// group is the child and everything it starts (npm → node → esbuild). On
// Windows that takes two things: a console process group, so that a
// CTRL_BREAK_EVENT reaches the dev server and what it started, and a job
// object with JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE, so that the whole tree
// dies when run does, however run ends (Windows has no process-group kill).
//
// A child in a new process group has Ctrl-C turned off, which is why run
// forwards an interrupt as CTRL_BREAK_EVENT (Node reports it as SIGBREAK
// and exits, as it does for SIGINT); a second interrupt ends the job.
type group struct {
	cmd         *exec.Cmd
	job         windows.Handle // 0 when the job could not be made
	interrupted bool
}

func newGroup(cmd *exec.Cmd, stdin *os.File) *group {
	cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: windows.CREATE_NEW_PROCESS_GROUP}
	return &group{cmd: cmd, job: killOnCloseJob()}
}

// killOnCloseJob makes a job whose processes are killed when its last
// handle closes, or returns 0: without one the child still runs, as it
// would from a shell.
func killOnCloseJob() windows.Handle {
	job, err := windows.CreateJobObject(nil, nil)
	if err != nil {
		return 0
	}
	var info windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION
	// BREAKAWAY_OK lets the daemon that run may autostart leave the job
	// (it asks with CREATE_BREAKAWAY_FROM_JOB) and outlive run.
	info.BasicLimitInformation.LimitFlags = windows.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE | windows.JOB_OBJECT_LIMIT_BREAKAWAY_OK
	if _, err := windows.SetInformationJobObject(job, windows.JobObjectExtendedLimitInformation,
		uintptr(unsafe.Pointer(&info)), uint32(unsafe.Sizeof(info))); err != nil {
		windows.CloseHandle(job)
		return 0
	}
	return job
}

// start starts the child and puts it in the job. The child runs for a
// moment before it is assigned; what it starts after that is in the job
// too. A dev server's first child comes from a node or npm that takes tens
// of milliseconds to load, far longer than this window.
func (g *group) start() error {
	if err := g.cmd.Start(); err != nil {
		return err
	}
	if g.job == 0 {
		return nil
	}
	h, err := windows.OpenProcess(windows.PROCESS_SET_QUOTA|windows.PROCESS_TERMINATE, false, uint32(g.cmd.Process.Pid))
	if err != nil {
		return nil
	}
	defer windows.CloseHandle(h)
	windows.AssignProcessToJobObject(g.job, h)
	return nil
}

// signal forwards an interrupt as CTRL_BREAK_EVENT to the child's process
// group, and ends the job on a second one or on SIGTERM.
func (g *group) signal(sig os.Signal) {
	if sig == os.Interrupt && !g.interrupted {
		g.interrupted = true
		if windows.GenerateConsoleCtrlEvent(windows.CTRL_BREAK_EVENT, uint32(g.cmd.Process.Pid)) == nil {
			return
		}
	}
	if g.job != 0 {
		windows.TerminateJobObject(g.job, 1)
		return
	}
	g.cmd.Process.Kill()
}

func (g *group) exited() {}

// close ends what the child left running: the job's last handle closing
// kills every process in it.
func (g *group) close() {
	if g.job != 0 {
		windows.CloseHandle(g.job)
		g.job = 0
	}
}
