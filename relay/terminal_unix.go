//go:build unix

package relay

import (
	"os"
	"os/signal"
	"syscall"
	"unsafe"
)

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
