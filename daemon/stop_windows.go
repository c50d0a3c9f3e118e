package daemon

import "os"

// stopProcess ends a daemon. A detached process has no console to send a
// CTRL_BREAK_EVENT to, so Windows can only terminate it: the buffers of
// the old daemon are not saved, and the new one starts from the state file
// the old one last loaded.
func stopProcess(p *os.Process) error { return p.Kill() }
