package daemon

import (
	"os"
	"path/filepath"
	"strconv"
)

// pidInDir reports whether process pid is alive with dir as its working
// directory, as /proc says.
func pidInDir(pid int, dir string) bool {
	if pid <= 0 || !filepath.IsAbs(dir) {
		return false
	}
	cwd, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/cwd")
	if err != nil {
		return false
	}
	if cwd == filepath.Clean(dir) {
		return true
	}
	real, err := filepath.EvalSymlinks(dir)
	return err == nil && real == cwd
}
