//go:build unix

package daemon

import (
	"os"
	"syscall"
)

// stopProcess asks a daemon to stop as Ctrl-C would: it saves its state
// file first.
func stopProcess(p *os.Process) error { return p.Signal(syscall.SIGTERM) }
