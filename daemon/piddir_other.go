//go:build !linux

package daemon

// pidInDir has no portable way to read another process's directory: the
// token alone proves one.
func pidInDir(pid int, dir string) bool { return false }
