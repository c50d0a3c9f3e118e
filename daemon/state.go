package daemon

import (
	"errors"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"time"

	"github.com/errbundle/errbundle/capture"
)

// EnvState overrides the default state file; set and empty, it turns the
// state file off.
const EnvState = "ERRBUNDLE_STATE"

// DefaultStatePath is the state file of a daemon on addr when none is
// named: ERRBUNDLE_STATE if set, else one per port in the user's cache
// directory, so that daemons on other ports do not share it. "" means none.
func DefaultStatePath(addr string) string {
	if p, ok := os.LookupEnv(EnvState); ok {
		return p
	}
	_, port, err := net.SplitHostPort(addr)
	dir, derr := os.UserCacheDir()
	if err != nil || derr != nil || port == "0" {
		return ""
	}
	return filepath.Join(dir, "errbundle", "state-"+port+".snap")
}

// restoreState loads the buffers a previous daemon saved. A file that
// cannot be read as a snapshot is moved aside to path.bad and the daemon
// starts empty: a bad state file must never keep it from serving. One too
// large for the byte budget is left for a daemon with a larger one.
func restoreState(store *capture.Store, path string, log *slog.Logger) {
	if path == "" {
		return
	}
	began := time.Now()
	switch err := store.LoadFile(path); {
	case err == nil:
		st := store.Stats()
		log.Info("restored state", "file", path, "bytes", st.Bytes, "took", time.Since(began))
	case errors.Is(err, os.ErrNotExist):
	case errors.Is(err, capture.ErrSnapshotTooLarge):
		// Kept where it is: a daemon with a larger budget can restore it.
		log.Warn("state file larger than the byte budget allows; starting empty (a larger --max-bytes restores it)", "file", path, "err", err)
	case errors.Is(err, capture.ErrNotSnapshot), errors.Is(err, capture.ErrSnapshotCorrupt), errors.Is(err, capture.ErrSnapshotVersion):
		bad := path + ".bad"
		if rerr := os.Rename(path, bad); rerr != nil {
			log.Warn("state file unreadable; starting empty", "file", path, "err", err, "rename_err", rerr)
			return
		}
		log.Warn("state file unreadable; starting empty", "file", path, "err", err, "moved_to", bad)
	default:
		log.Warn("state file unreadable; starting empty", "file", path, "err", err)
	}
}

// saveState writes the buffers for the next daemon to restore.
func saveState(store *capture.Store, path string, log *slog.Logger) {
	if path == "" {
		return
	}
	began := time.Now()
	// A block still being printed is closed now, as the process's exit
	// would close it: the next daemon's classifier starts afresh.
	store.FlushOpen()
	if err := store.SaveFile(path); err != nil {
		log.Error("saving state", "file", path, "err", err)
		return
	}
	log.Info("saved state", "file", path, "bytes", store.Stats().Bytes, "took", time.Since(began))
}
