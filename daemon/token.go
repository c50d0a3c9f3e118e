package daemon

import (
	"net/http"
	"os"
	"path/filepath"

	"github.com/errbundle/errbundle/internal/proctoken"
)

// writeToken makes the token errbundle run and proxy send with a process's
// start. Without one the daemon still serves: on Linux it checks the
// pid's directory instead, elsewhere it keeps starts without their
// directory.
func (d *Daemon) writeToken() {
	tok, err := proctoken.Write(d.Addr())
	if err != nil {
		d.cfg.Log.Warn("no process token: working directories are checked by pid alone", "err", err)
		return
	}
	d.token = tok
}

// removeToken deletes the token file unless a newer daemon on the same
// port wrote its own, and its directory if nothing else is kept there.
func (d *Daemon) removeToken() {
	if d.token != "" && proctoken.Read(d.Addr()) == d.token {
		p := proctoken.Path(d.Addr())
		os.Remove(p)
		os.Remove(filepath.Dir(p)) // fails, as it should, unless empty
	}
}

// trustDir reports whether the sender of a process start proved that dir
// is its working directory: it sent this daemon's token, or process pid
// runs in dir.
func (d *Daemon) trustDir(r *http.Request, pid int, dir string) bool {
	return proctoken.Equal(r.Header.Get(proctoken.Header), d.token) || pidInDir(pid, dir)
}
