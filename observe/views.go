package observe

import (
	"fmt"
	"strings"
	"time"

	"github.com/errbundle/errbundle/bundle"
	"github.com/errbundle/errbundle/capture"
)

// evictionNotice is set on a raw view's reply when its buffer dropped
// events inside the asked range.
func evictionNotice[T any](v capture.View[T], since time.Time, name string) string {
	if !v.EvictedSince(since) {
		return ""
	}
	return fmt.Sprintf("the %s buffer evicted %d older events, some inside the asked range: entries may be missing", name, v.Evicted())
}

type errorEntry struct {
	bundle.ErrorItem
	Severity string `json:"severity"`
	seq      uint64
}

type errorsReply struct {
	Errors       []errorEntry `json:"errors"`
	ErrorCount   int          `json:"error_count"`
	WarningCount int          `json:"warning_count"`
	Notice       string       `json:"notice,omitempty"`
	Cursor       string       `json:"cursor"`
	More         bool         `json:"more,omitempty"`
}

func (h *handler) errors(snap *capture.Snapshot, a *query) (any, int) {
	since := a.since
	sev := a.Severity
	if sev == "" {
		sev = "error"
	}
	limit := a.limit(20)
	isError := func(e *capture.Error) bool { return a.fresh(e.Seq) && e.TabID.Matches(a.TabID) && !snap.WasRead(e.Seq) }
	isWarning := func(l *capture.Log) bool {
		return l.Level == capture.LevelWarn && a.fresh(l.Seq) && l.TabID.Matches(a.TabID)
	}
	withErrors, withWarnings := sev == "error" || sev == "all", sev == "warning" || sev == "all"
	if a.paged() {
		var seqs []uint64
		if withErrors {
			seqs = matching(snap.Errors, since, isError, func(e *capture.Error) uint64 { return e.Seq }, seqs)
		}
		if withWarnings {
			seqs = matching(snap.Logs, since, isWarning, func(l *capture.Log) uint64 { return l.Seq }, seqs)
		}
		a.page(seqs, limit)
	}
	reply := errorsReply{Errors: []errorEntry{}, Cursor: a.cursor, More: a.more}
	var errs, warns []errorEntry
	locate := bundle.WithReplays(snap, a.locate)
	if withErrors {
		snap.Errors.DescendFrom(since, func(e *capture.Error) bool {
			if isError(e) {
				reply.ErrorCount++
				if len(errs) < limit {
					it := bundle.NewErrorItem(e, 4000, locate)
					h.withScreenshot(&it)
					errs = append(errs, errorEntry{ErrorItem: it, Severity: capture.SeverityError, seq: e.Seq})
				}
			}
			return true
		})
	}
	if withWarnings {
		snap.Logs.DescendFrom(since, func(l *capture.Log) bool {
			if isWarning(l) {
				reply.WarningCount++
				if len(warns) < limit {
					w := &capture.Error{Meta: l.Meta, Message: l.Message, Type: "warning", Kind: capture.KindConsole, Source: "console",
						Stack: l.Stack, URL: l.URL, Line: l.Line, Column: l.Column, Location: l.Location}
					warns = append(warns, errorEntry{ErrorItem: bundle.NewErrorItem(w, 4000, locate), Severity: capture.SeverityWarning})
				}
			}
			return true
		})
	}
	reply.Errors = mergeNewest(errs, warns, limit)
	if a.ClearAfterRead {
		var seqs []uint64
		for _, e := range reply.Errors {
			if e.seq != 0 {
				seqs = append(seqs, e.seq)
			}
		}
		h.store.MarkRead(seqs)
	}
	reply.Notice = evictionNotice(snap.Errors, since, "errors")
	return reply, len(reply.Errors)
}

// matching appends to seqs the arrival sequences of the events of v from
// since that match.
func matching[T any](v capture.View[T], since time.Time, match func(*T) bool, seq func(*T) uint64, seqs []uint64) []uint64 {
	v.DescendFrom(since, func(ev *T) bool {
		if match(ev) {
			seqs = append(seqs, seq(ev))
		}
		return true
	})
	return seqs
}

// mergeNewest merges two newest-first lists, keeping at most limit.
func mergeNewest(a, b []errorEntry, limit int) []errorEntry {
	out := make([]errorEntry, 0, min(limit, len(a)+len(b)))
	for len(out) < limit && (len(a) > 0 || len(b) > 0) {
		if len(b) == 0 || (len(a) > 0 && !time.Time(a[0].Timestamp).Before(time.Time(b[0].Timestamp))) {
			out, a = append(out, a[0]), a[1:]
		} else {
			out, b = append(out, b[0]), b[1:]
		}
	}
	return out
}

type logsReply struct {
	Logs   []bundle.LogItem `json:"logs"`
	Count  int              `json:"count"`
	Notice string           `json:"notice,omitempty"`
	Cursor string           `json:"cursor"`
	More   bool             `json:"more,omitempty"`
}

func logs(snap *capture.Snapshot, a *query) (any, int) {
	since := a.since
	level := strings.ToLower(a.Level)
	if level == "warning" {
		level = capture.LevelWarn
	}
	limit := a.limit(50)
	match := func(l *capture.Log) bool {
		return (level == "" || l.Level == level) && a.fresh(l.Seq) && l.TabID.Matches(a.TabID)
	}
	if a.paged() {
		a.page(matching(snap.Logs, since, match, func(l *capture.Log) uint64 { return l.Seq }, nil), limit)
	}
	reply := logsReply{Logs: []bundle.LogItem{}, Cursor: a.cursor, More: a.more}
	snap.Logs.DescendFrom(since, func(l *capture.Log) bool {
		if match(l) {
			reply.Logs = append(reply.Logs, bundle.NewLogItem(l, 4000))
		}
		return len(reply.Logs) < limit
	})
	reply.Count = len(reply.Logs)
	reply.Notice = evictionNotice(snap.Logs, since, "logs")
	return reply, reply.Count
}

type networkReply struct {
	Requests []bundle.NetworkItem `json:"requests"`
	Count    int                  `json:"count"`
	Notice   string               `json:"notice,omitempty"`
	Cursor   string               `json:"cursor"`
	More     bool                 `json:"more,omitempty"`
}

// networkBodyCap bounds each body in the network_bodies view.
const networkBodyCap = 2048

func networkBodies(snap *capture.Snapshot, a *query) (any, int, error) {
	since := a.since
	lo, hi := 0, 999
	if a.StatusMin != nil {
		lo = *a.StatusMin
	}
	if a.StatusMax != nil {
		hi = *a.StatusMax
	}
	if lo > hi {
		return nil, 0, fmt.Errorf("status_min %d is above status_max %d", lo, hi)
	}
	limit := a.limit(20)
	match := func(r *capture.Request) bool {
		return a.fresh(r.Seq) && r.Status >= lo && r.Status <= hi && (a.Method == "" || strings.EqualFold(a.Method, r.Method)) &&
			(a.URL == "" || strings.Contains(r.URL, a.URL)) && r.TabID.Matches(a.TabID)
	}
	if a.paged() {
		a.page(matching(snap.Requests, since, match, func(r *capture.Request) uint64 { return r.Seq }, nil), limit)
	}
	reply := networkReply{Requests: []bundle.NetworkItem{}, Cursor: a.cursor, More: a.more}
	snap.Requests.DescendFrom(since, func(r *capture.Request) bool {
		if !match(r) {
			return true
		}
		item := bundle.NewNetworkItem(r, networkBodyCap)
		// This view shows bodies as they were, not reduced to a message.
		item.ResponseBody = clipBody(r.ResponseBody, networkBodyCap)
		reply.Requests = append(reply.Requests, item)
		return len(reply.Requests) < limit
	})
	reply.Count = len(reply.Requests)
	reply.Notice = evictionNotice(snap.Requests, since, "network")
	return reply, reply.Count, nil
}

func clipBody(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return bundle.BodyMessage(s, "text/plain", n)
}

type actionsReply struct {
	Actions []bundle.ActionItem `json:"actions"`
	Count   int                 `json:"count"`
	Notice  string              `json:"notice,omitempty"`
	Cursor  string              `json:"cursor"`
	More    bool                `json:"more,omitempty"`
}

func actions(snap *capture.Snapshot, a *query) (any, int) {
	since := a.since
	limit := a.limit(50)
	match := func(ac *capture.Action) bool { return a.fresh(ac.Seq) && ac.TabID.Matches(a.TabID) }
	if a.paged() {
		a.page(matching(snap.Actions, since, match, func(ac *capture.Action) uint64 { return ac.Seq }, nil), limit)
	}
	reply := actionsReply{Actions: []bundle.ActionItem{}, Cursor: a.cursor, More: a.more}
	snap.Actions.DescendFrom(since, func(ac *capture.Action) bool {
		if match(ac) {
			reply.Actions = append(reply.Actions, bundle.NewActionItem(ac))
		}
		return len(reply.Actions) < limit
	})
	reply.Count = len(reply.Actions)
	reply.Notice = evictionNotice(snap.Actions, since, "actions")
	return reply, reply.Count
}

type processItem struct {
	ID          string      `json:"id"`
	Command     string      `json:"command,omitempty"`
	Dir         string      `json:"cwd,omitempty"`
	PID         int         `json:"pid,omitempty"`
	State       string      `json:"state"`
	ExitCode    *int        `json:"exit_code,omitempty"`
	Started     bundle.Time `json:"started"`
	LastRestart bundle.Time `json:"last_restart"`
	Restarts    int         `json:"restarts"`
	Errors      int         `json:"errors"`
	Warnings    int         `json:"warnings"`
}

type processesReply struct {
	Processes []processItem `json:"processes"`
	Count     int           `json:"count"`
}

func processes(snap *capture.Snapshot) any {
	reply := processesReply{Processes: []processItem{}}
	for _, p := range snap.Processes {
		it := processItem{ID: p.ID, Command: p.Command, Dir: p.Dir, PID: p.PID, State: "running", Started: bundle.Time(p.Started),
			LastRestart: bundle.Time(p.LastRestart), Restarts: p.Restarts, Errors: p.Errors, Warnings: p.Warnings}
		if !p.Running {
			code := p.ExitCode
			it.State, it.ExitCode = "exited", &code
		}
		reply.Processes = append(reply.Processes, it)
	}
	reply.Count = len(reply.Processes)
	return reply
}
