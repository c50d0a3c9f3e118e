package bundle

import (
	"strings"
	"time"

	"github.com/errbundle/errbundle/capture"
)

// lastCleanRefresh is the latest time a page finished a Fast Refresh
// rebuild with no error logged since the rebuild began: React's dev
// client (Next.js) logs "[Fast Refresh] rebuilding", then, when the new
// code is in, "[Fast Refresh] done in Nms". A build error shows between
// the two as the overlay's console.error, and "done" still follows it; a
// rebuild that logs nothing between them compiled. Such a rebuild retires
// what the dev server forwarded from the page before it, as a page load
// does: next dev --webpack may apply a fix without reloading the page and
// without printing a success line. Zero when there is none.
func lastCleanRefresh(snap *capture.Snapshot) time.Time {
	type state struct {
		done  time.Time // the newest "done" not yet matched with its "rebuilding"
		clean bool      // no error between that "done" and here
	}
	tabs := make(map[capture.TabID]*state)
	var latest time.Time
	// Newest first: each tab's latest "done", then back to its
	// "rebuilding", watching for errors.
	snap.Logs.All(func(l *capture.Log) bool {
		st := tabs[l.TabID]
		switch {
		case strings.HasPrefix(l.Message, "[Fast Refresh] done"):
			if st == nil || st.done.IsZero() {
				tabs[l.TabID] = &state{done: l.Time, clean: true}
			}
		case st == nil || st.done.IsZero():
		case l.Level == "error":
			st.clean = false
		case strings.HasPrefix(l.Message, "[Fast Refresh] rebuilding"):
			if st.clean && st.done.After(latest) {
				latest = st.done
			}
			*st = state{}
		}
		return true
	})
	return latest
}
