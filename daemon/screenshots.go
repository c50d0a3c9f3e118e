package daemon

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/ingest"
	"github.com/errbundle/errbundle/screenshot"
)

// DefaultScreenshotDir is where a daemon on addr keeps screenshots when
// none is named: one directory per port in the user's cache directory,
// beside the state file. "" means none.
func DefaultScreenshotDir(addr string) string {
	_, port, err := net.SplitHostPort(addr)
	dir, derr := os.UserCacheDir()
	if err != nil || derr != nil || port == "0" {
		return ""
	}
	return filepath.Join(dir, "errbundle", "screenshots-"+port)
}

// openScreenshots opens the screenshot directory of cfg; nil when there is
// none or it cannot be used, which turns screenshots off, never the daemon.
func (d *Daemon) openScreenshots() {
	if d.cfg.ScreenshotDir == "" {
		return
	}
	shots, err := screenshot.Open(screenshot.Config{Dir: d.cfg.ScreenshotDir})
	if err != nil {
		d.cfg.Log.Warn("screenshots off", "err", err)
		return
	}
	d.shots = shots
}

// postScreenshot takes a PNG the extension captured when a tab first broke:
// POST /v1/screenshots?tab_id=7&timestamp=<the error's time>, the image as
// the body.
func (d *Daemon) postScreenshot(w http.ResponseWriter, r *http.Request) {
	if d.shots == nil {
		ingest.WriteError(w, http.StatusServiceUnavailable, "screenshots are off: the daemon has no screenshot directory (--screenshots)")
		return
	}
	q := r.URL.Query()
	at, err := ingest.ParseTimestamp(json.RawMessage(q.Get("timestamp")))
	if q.Get("timestamp") == "" {
		err = errors.New("missing: the time of the error the screenshot is for")
	}
	if err != nil {
		ingest.WriteError(w, http.StatusBadRequest, "timestamp: "+err.Error())
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, screenshot.MaxSize))
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		ingest.WriteError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("screenshot over %d bytes", screenshot.MaxSize))
		return
	case err != nil:
		ingest.WriteError(w, http.StatusBadRequest, "reading the screenshot: "+err.Error())
		return
	}
	shot, err := d.shots.Save(capture.TabID(q.Get("tab_id")), at, body)
	if err != nil {
		ingest.WriteError(w, http.StatusBadRequest, err.Error())
		return
	}
	ingest.WriteJSON(w, http.StatusCreated, struct {
		ID   string `json:"id"`
		Path string `json:"path"`
	}{shot.ID, d.shots.Path(shot.ID)})
}

// getScreenshot serves a kept screenshot: GET /v1/screenshots/<id>.
func (d *Daemon) getScreenshot(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if d.shots == nil || !d.shots.Has(id) {
		ingest.WriteError(w, http.StatusNotFound, "no screenshot "+id)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	http.ServeFile(w, r, d.shots.Path(id))
}
