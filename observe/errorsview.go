package observe

import (
	"fmt"
	"strings"
	"time"

	"github.com/errbundle/errbundle/bundle"
	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

// Kinds of source the errors view's source argument picks.
const (
	SourceAll     = "all"
	SourceBrowser = "browser"
	SourceProcess = "process"
	SourceBackend = "backend"
)

// errorEntry is one entry of the errors view: a browser error or console
// warning, a problem read from a process's output (a dev server, a game),
// or a problem a backend reported. Every kind says where it came from in
// Source and, when known, its File and Line; the rest is the kind's own.
type errorEntry struct {
	// Source is "browser", "process:<id>" or "backend:<service>", as
	// get_errors names them. It shadows ErrorItem.Source, which Script
	// carries instead.
	Source   string `json:"source"`
	Severity string `json:"severity"`
	// File and Line are where the entry happened: for a browser error
	// the script as served (its url and line; location is the original
	// source when a source map gives it), for a process or backend
	// problem the file of its location.
	File string `json:"file,omitempty"`
	// Script is the script a browser error names as its source (the
	// basename the browser reported: "sweep-worker.js" for an error a
	// worker threw, which the page's url does not say).
	Script string `json:"script,omitempty"`
	bundle.ErrorItem
	// Category is the classifier's name for a process problem's kind
	// ("python-traceback", "godot", "tsc").
	Category string `json:"category,omitempty"`
	// Block is the process output the problem was read from, as printed:
	// a Godot error's "at:" line and GDScript backtrace are there.
	Block string `json:"block,omitempty"`
	// Route and Status are the HTTP request a backend problem served.
	Route  string `json:"route,omitempty"`
	Status int    `json:"status,omitempty"`
	seq    uint64
	// clearable is set on the entries clear_after_read marks read.
	clearable bool
}

type errorsReply struct {
	Errors       []errorEntry `json:"errors"`
	ErrorCount   int          `json:"error_count"`
	WarningCount int          `json:"warning_count"`
	Notice       string       `json:"notice,omitempty"`
	Cursor       string       `json:"cursor"`
	More         bool         `json:"more,omitempty"`
}

// Caps on the text of one errors entry, so that a reply of limit entries
// stays near the estimate the reply budget reserved (see [estimate]).
const (
	errorsMaxStack   = 4000
	errorsMaxBlock   = 3000
	errorsMaxMessage = 2000
)

// errorFilter is what one errors query keeps, for every source alike.
type errorFilter struct {
	a                         *query
	snap                      *capture.Snapshot
	errors, warnings          bool
	browser, process, backend bool
}

func newErrorFilter(snap *capture.Snapshot, a *query) (errorFilter, error) {
	f := errorFilter{a: a, snap: snap}
	switch sev := cmpOr(a.Severity, capture.SeverityError); sev {
	case "error", "warning", "all":
		f.errors, f.warnings = sev != "warning", sev != "error"
	default:
		return f, fmt.Errorf("severity: %q is not one of error, warning, all", a.Severity)
	}
	switch src := cmpOr(a.Source, SourceAll); src {
	case SourceAll, SourceBrowser, SourceProcess, SourceBackend:
		f.browser = src == SourceAll || src == SourceBrowser
		f.process = src == SourceAll || src == SourceProcess
		f.backend = src == SourceAll || src == SourceBackend
	default:
		return f, fmt.Errorf("source: %q is not one of all, browser, process, backend", a.Source)
	}
	if a.ProcessID != "" {
		// One process: no browser or backend entries, as in get_errors.
		f.browser, f.backend = false, false
	}
	if a.TabID != "" {
		// A tab's errors are the browser's: no process or backend has one.
		f.process, f.backend = false, false
	}
	return f, nil
}

func cmpOr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// keep reports whether an entry of severity sev that arrived with seq
// passes the query; clear_after_read's marks hide it too.
func (f *errorFilter) keep(seq uint64, sev string) bool {
	if sev == capture.SeverityError && !f.errors || sev != capture.SeverityError && !f.warnings {
		return false
	}
	return f.a.fresh(seq) && !f.snap.WasRead(seq)
}

func (f *errorFilter) browserError(e *capture.Error) bool {
	return f.browser && e.TabID.Matches(f.a.TabID) && f.keep(e.Seq, capture.SeverityError)
}

func (f *errorFilter) browserWarning(l *capture.Log) bool {
	return f.browser && l.Level == capture.LevelWarn && l.TabID.Matches(f.a.TabID) && f.keep(l.Seq, capture.SeverityWarning)
}

func (f *errorFilter) problem(p *capture.Problem) bool {
	return f.process && (f.a.ProcessID == "" || p.Process == f.a.ProcessID) && f.keep(p.Seq, p.Severity)
}

func (f *errorFilter) backendProblem(p *capture.Backend) bool {
	return f.backend && f.keep(p.Seq, p.Severity)
}

// errors is the errors view: every error held, of every source, newest
// first, with counts of all that match. clear_after_read marks what it
// returned in the store, which every caller of the daemon shares.
func (h *handler) errors(snap *capture.Snapshot, a *query) (any, int, error) {
	f, err := newErrorFilter(snap, a)
	if err != nil {
		return nil, 0, err
	}
	since, limit := a.since, a.limit(20)
	if a.paged() {
		var seqs []uint64
		seqs = matching(snap.Errors, since, f.browserError, func(e *capture.Error) uint64 { return e.Seq }, seqs)
		seqs = matching(snap.Logs, since, f.browserWarning, func(l *capture.Log) uint64 { return l.Seq }, seqs)
		seqs = matching(snap.Problems, since, f.problem, func(p *capture.Problem) uint64 { return p.Seq }, seqs)
		seqs = matching(snap.Backend, since, f.backendProblem, func(p *capture.Backend) uint64 { return p.Seq }, seqs)
		a.page(seqs, limit)
	}
	reply := errorsReply{Cursor: a.cursor, More: a.more}
	count := func(sev string) {
		if sev == capture.SeverityError {
			reply.ErrorCount++
		} else {
			reply.WarningCount++
		}
	}
	locate := bundle.WithReplays(snap, a.locate)
	var lists [4][]errorEntry
	collect(snap.Errors, since, limit, f.browserError, &lists[0], func(e *capture.Error) errorEntry {
		count(capture.SeverityError)
		return errorEntry{ErrorItem: bundle.NewErrorItem(e, errorsMaxStack, locate), Severity: capture.SeverityError, seq: e.Seq, clearable: true}
	}, h.browserEntry)
	collect(snap.Logs, since, limit, f.browserWarning, &lists[1], func(l *capture.Log) errorEntry {
		count(capture.SeverityWarning)
		w := &capture.Error{Meta: l.Meta, Message: l.Message, Type: "warning", Kind: capture.KindConsole,
			Stack: l.Stack, URL: l.URL, Line: l.Line, Column: l.Column, Location: l.Location}
		return errorEntry{ErrorItem: bundle.NewErrorItem(w, errorsMaxStack, locate), Severity: capture.SeverityWarning, seq: l.Seq}
	}, h.browserEntry)
	collect(snap.Problems, since, limit, f.problem, &lists[2], func(p *capture.Problem) errorEntry {
		count(p.Severity)
		return problemEntry(p)
	}, nil)
	collect(snap.Backend, since, limit, f.backendProblem, &lists[3], func(p *capture.Backend) errorEntry {
		count(p.Severity)
		return backendEntry(p)
	}, nil)
	reply.Errors = mergeNewest(lists[:], limit)
	if a.ClearAfterRead {
		var seqs []uint64
		for _, e := range reply.Errors {
			if e.clearable {
				seqs = append(seqs, e.seq)
			}
		}
		h.store.MarkRead(seqs)
	}
	reply.Notice = errorsNotice(snap, since, f)
	return reply, len(reply.Errors), nil
}

// collect walks v newest first from since, counting every event that
// matches through entry, and keeps the first limit of them in out, each
// finished by finish (nil for none). Only the kept ones are rendered in
// full: entry is cheap, finish may map a stack.
func collect[T any](v capture.View[T], since time.Time, limit int, match func(*T) bool, out *[]errorEntry,
	entry func(*T) errorEntry, finish func(*errorEntry)) {
	v.DescendFrom(since, func(ev *T) bool {
		if match(ev) {
			e := entry(ev)
			if len(*out) < limit {
				if finish != nil {
					finish(&e)
				}
				*out = append(*out, e)
			}
		}
		return true
	})
}

// browserEntry finishes a browser entry: its source, file and screenshot.
func (h *handler) browserEntry(e *errorEntry) {
	e.Source, e.Script, e.File = SourceBrowser, e.ErrorItem.Source, e.URL
	h.withScreenshot(&e.ErrorItem)
}

// problemEntry renders a problem of a process's output.
func problemEntry(p *capture.Problem) errorEntry {
	e := errorEntry{Source: "process:" + p.Process, Severity: p.Severity, Category: p.Category,
		Block: clip.Head(p.Block, errorsMaxBlock), seq: p.Seq, clearable: true}
	e.Message, e.Location, e.Timestamp = clip.Head(p.Message, errorsMaxMessage), p.Location, bundle.Time(p.Time)
	if path, line, col := bundle.SplitLocation(p.Location); line > 0 {
		e.File, e.Line, e.Column = path, line, col
	}
	return e
}

// backendEntry renders a problem a backend reported.
func backendEntry(p *capture.Backend) errorEntry {
	e := errorEntry{Source: bundle.SourceBackend + p.Service, Severity: p.Severity, Route: p.Route, Status: p.Status,
		seq: p.Seq, clearable: true}
	e.Message, e.Type, e.Kind = clip.Head(p.Message, errorsMaxMessage), p.Type, p.Kind
	e.Location, e.Stack, e.Timestamp = p.Location, clip.Head(p.Stack, errorsMaxStack), bundle.Time(p.Time)
	if path, line, col := bundle.SplitLocation(p.Location); line > 0 {
		e.File, e.Line, e.Column = path, line, col
	}
	return e
}

// errorsNotice says which of the buffers the query read evicted events
// inside the asked range.
func errorsNotice(snap *capture.Snapshot, since time.Time, f errorFilter) string {
	var names []string
	if f.browser && snap.Errors.EvictedSince(since) {
		names = append(names, "errors")
	}
	if f.process && snap.Problems.EvictedSince(since) {
		names = append(names, "process")
	}
	if f.backend && snap.Backend.EvictedSince(since) {
		names = append(names, "backend")
	}
	if len(names) == 0 {
		return ""
	}
	return "the " + strings.Join(names, ", ") + " buffers evicted older events, some inside the asked range: entries may be missing"
}

// mergeNewest merges newest-first lists into one, newest first, keeping at
// most limit; of two at the same time, the earlier list's goes first.
func mergeNewest(lists [][]errorEntry, limit int) []errorEntry {
	n := 0
	for _, l := range lists {
		n += len(l)
	}
	out := make([]errorEntry, 0, min(limit, n))
	for len(out) < limit {
		best := -1
		for i, l := range lists {
			if len(l) > 0 && (best < 0 || time.Time(l[0].Timestamp).After(time.Time(lists[best][0].Timestamp))) {
				best = i
			}
		}
		if best < 0 {
			break
		}
		out = append(out, lists[best][0])
		lists[best] = lists[best][1:]
	}
	return out
}
