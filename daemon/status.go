package daemon

import (
	"net/http"
	"slices"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/ingest"
	"github.com/errbundle/errbundle/redact"
	"github.com/errbundle/errbundle/sourcemap"
)

// Status is what GET /v1/status reports and errbundle status prints: the
// daemon, its buffers, the processes it knows with the ports they serve,
// and the browser tabs heard from lately.
type Status struct {
	Version    string          `json:"version"`
	Addr       string          `json:"addr"`
	Stats      capture.Stats   `json:"stats"`
	SourceMaps sourcemap.Stats `json:"source_maps"`
	Processes  []StatusProcess `json:"processes"`
	Tabs       []StatusTab     `json:"tabs"`
	// Refused lists the browser origins whose telemetry was refused (not
	// loopback, an extension or an --allow-origin), most recent first.
	Refused []StatusRefusal `json:"refused_origins"`
	// TabsEver says whether any event of a browser tab is held at all,
	// however old: "no tab lately" and "never a tab" have different fixes.
	TabsEver bool `json:"tabs_ever"`
}

// StatusProcess is one process wrapped by errbundle run.
type StatusProcess struct {
	ID      string    `json:"id"`
	Command string    `json:"command,omitempty"`
	Project string    `json:"project,omitempty"` // its working directory
	PID     int       `json:"pid,omitempty"`
	Running bool      `json:"running"`
	Ports   []int     `json:"ports"`
	Started time.Time `json:"started"`
}

// StatusTab is a browser tab that sent events within [TabsWithin].
type StatusTab struct {
	TabID    capture.TabID `json:"tab_id,omitempty"`
	Page     string        `json:"page"`
	LastSeen time.Time     `json:"last_seen"`
	Events   int           `json:"events"`
}

// TabsWithin is how recent a tab's events must be for the status to list
// it.
const TabsWithin = time.Minute

// Status reports the daemon's state now.
func (d *Daemon) Status() Status {
	snap := d.store.Snapshot()
	ports := d.ports.Ports(snap)
	st := Status{Version: d.cfg.Version, Addr: d.Addr(), Stats: d.store.Stats(), SourceMaps: d.mapStats(),
		Processes: []StatusProcess{}, Tabs: recentTabs(snap, snap.Now.Add(-TabsWithin)),
		Refused: d.guard.Refused.List(), TabsEver: anyTab(snap)}
	for _, p := range snap.Processes {
		ps := ports[p.ID]
		if ps == nil {
			ps = []int{}
		}
		st.Processes = append(st.Processes, StatusProcess{ID: p.ID, Command: p.Command, Project: p.Dir, PID: p.PID,
			Running: p.Running, Ports: ps, Started: p.Started})
	}
	return st
}

// mapStats is the source-map cache's figures. Its last failure names a
// script's URL, which came from a stored (so redacted) event, and a
// reason an HTTP client or a server wrote: redacted again, since the
// reply is shown and the reason is not ours.
func (d *Daemon) mapStats() sourcemap.Stats {
	s := d.maps.Stats()
	s.LastFailure = redact.Text(s.LastFailure)
	return s
}

// recentTabs lists the tabs with events since from, newest first, each
// with its latest page.
func recentTabs(snap *capture.Snapshot, from time.Time) []StatusTab {
	byTab := make(map[capture.TabID]*StatusTab)
	seen := func(m *capture.Meta) bool {
		t := byTab[m.TabID]
		if t == nil {
			t = &StatusTab{TabID: m.TabID}
			byTab[m.TabID] = t
		}
		t.Events++
		if !m.Time.Before(t.LastSeen) {
			t.LastSeen, t.Page = m.Time, m.PageURL
		}
		return true
	}
	snap.Errors.DescendFrom(from, func(e *capture.Error) bool { return seen(&e.Meta) })
	snap.Logs.DescendFrom(from, func(l *capture.Log) bool { return seen(&l.Meta) })
	snap.Requests.DescendFrom(from, func(r *capture.Request) bool { return seen(&r.Meta) })
	snap.Actions.DescendFrom(from, func(a *capture.Action) bool { return seen(&a.Meta) })
	tabs := make([]StatusTab, 0, len(byTab))
	for _, t := range byTab {
		tabs = append(tabs, *t)
	}
	slices.SortFunc(tabs, func(a, b StatusTab) int { return b.LastSeen.Compare(a.LastSeen) })
	return tabs
}

// anyTab reports whether snap holds any browser event: one with a tab or a
// page (curl's posts carry neither).
func anyTab(snap *capture.Snapshot) bool {
	found := false
	browser := func(m *capture.Meta) bool {
		found = m.TabID != "" || m.PageURL != ""
		return !found
	}
	snap.Errors.DescendFrom(time.Time{}, func(e *capture.Error) bool { return browser(&e.Meta) })
	if !found {
		snap.Logs.DescendFrom(time.Time{}, func(l *capture.Log) bool { return browser(&l.Meta) })
	}
	if !found {
		snap.Requests.DescendFrom(time.Time{}, func(r *capture.Request) bool { return browser(&r.Meta) })
	}
	if !found {
		snap.Actions.DescendFrom(time.Time{}, func(a *capture.Action) bool { return browser(&a.Meta) })
	}
	return found
}

func (d *Daemon) status(w http.ResponseWriter, r *http.Request) {
	if !allowGet(w, r) {
		return
	}
	ingest.WriteJSON(w, http.StatusOK, d.Status())
}
