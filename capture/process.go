package capture

import (
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/errbundle/errbundle/classify"
	"github.com/errbundle/errbundle/redact"
)

// Process event types sent to POST /v1/process.
const (
	ProcessStart = "start"
	ProcessLine  = "line"
	ProcessExit  = "exit"
	// ProcessProblem is a problem the process reported on a side channel
	// rather than printed (errbundle run as Godot's debugger): stored as
	// it is, never classified (see [Store.AddProcess]).
	ProcessProblem = "problem"
)

// ProcessEvent is one thing a wrapped dev server did: it started, printed a
// line, or exited.
type ProcessEvent struct {
	Type     string
	Time     time.Time
	Stream   string // stdout or stderr, for lines
	Text     string // the line, for lines; the message, for problems
	Command  string // for start
	Dir      string // for start: the working directory, absolute
	PID      int    // for start: the process id of the wrapped command
	ExitCode int    // for exit
	// For problems: "error" or "warning", the category ("godot"), the
	// location ("res://player.gd:8") and the block the agent reads.
	Severity, Category, Location, Block string
}

// Line is one stored line of a process's output.
type Line struct {
	Meta
	Process string
	Stream  string
	Text    string
}

// Severities of a [Problem].
const (
	SeverityError   = "error"
	SeverityWarning = "warning"
)

// Problem is an error or warning recognised in a process's output: one per
// block, however many lines the block spans.
type Problem struct {
	Meta
	Process  string
	Severity string
	Category string
	Message  string
	Location string
	Block    string
	// Fingerprint is the normalised message, for grouping.
	Fingerprint string
	// Forwarded is set on a problem the dev server printed on the
	// browser's behalf (see classify.Finding.Forwarded): a later page load
	// retires it.
	Forwarded bool
	// Scope names the child of a process multiplexer (turbo, concurrently,
	// pnpm -r, Compose) whose prefixed lines the problem was read from
	// (see classify.Finding.Scope); "" for the process's own lines. Only
	// that child's success lines retire it (see [Process.SinceScope]).
	Scope string
	group uint64 // see [Problem.GroupHash]
}

// GroupHash hashes a problem's process, category, fingerprint and
// location.
func (p *Problem) GroupHash() uint64 { return p.group }

// Process describes one wrapped dev server.
type Process struct {
	ID          string
	Command     string
	Dir         string    // working directory of the latest start, absolute
	PID         int       // process id of the latest start
	Started     time.Time // first start seen
	LastRestart time.Time // latest start; equals Started until a restart
	Restarts    int
	Running     bool
	ExitCode    int
	// LastBoundary is the latest successful (re)build the process
	// reported on its own lines: problems before it are retired from the
	// default get_errors view, its multiplexed children's too.
	LastBoundary time.Time
	// Scopes are the latest successful (re)builds of the process's
	// multiplexed children (turbo's "web:dev", concurrently's "api"), at
	// most [MaxScopes], the latest last: each retires its own child's
	// problems only, as another child's dev server says nothing of them.
	// Replaced, never changed in place: a copy of the Process may share it.
	Scopes   []ScopeBoundary
	Errors   int // problems recognised since the process was first seen
	Warnings int
}

// ScopeBoundary is the latest successful (re)build of one multiplexed
// child of a process.
type ScopeBoundary struct {
	Scope string
	Time  time.Time
}

// MaxScopes caps [Process.Scopes]; the child whose last boundary is oldest
// is forgotten first.
const MaxScopes = 32

// Since is when the process's current problems begin: its latest restart
// or successful build, whichever is later.
func (p *Process) Since() time.Time {
	if p.LastBoundary.After(p.LastRestart) {
		return p.LastBoundary
	}
	return p.LastRestart
}

// SinceScope is when the current problems of the process's multiplexed
// child scope begin: [Process.Since], or the child's own latest
// successful build if later. SinceScope("") is Since.
func (p *Process) SinceScope(scope string) time.Time {
	since := p.Since()
	if scope == "" {
		return since
	}
	for _, b := range p.Scopes {
		if b.Scope == scope && b.Time.After(since) {
			return b.Time
		}
	}
	return since
}

// scopeBoundary records a successful build of the multiplexed child
// scope at t in p.Scopes, as a new slice.
func (p *Process) scopeBoundary(scope string, t time.Time) {
	bs := make([]ScopeBoundary, 0, min(len(p.Scopes)+1, MaxScopes))
	for _, b := range p.Scopes {
		if b.Scope == scope {
			if !t.After(b.Time) {
				return
			}
			continue
		}
		bs = append(bs, b)
	}
	if len(bs) == MaxScopes {
		bs = bs[1:]
	}
	p.Scopes = append(bs, ScopeBoundary{scope, t})
}

// procState is one process: its classifier, and what the agent is told of
// it. Lock order: ps.mu, then Store.mu; never the other way.
type procState struct {
	mu         sync.Mutex // guards classifier and arrived; held while classifying, so one process's batches are classified in order
	classifier *classify.Classifier
	// arrived is when the process's last batch arrived, by the store's
	// clock: an idle flush waits for a second of quiet by that clock too.
	arrived time.Time

	info Process // guarded by Store.mu
	// flushed is the problem stored for the finding the classifier's
	// FlushIdle returned last, until the next finding, of each scope (a
	// multiplexed child, "" for the process's own lines): a Reopened one
	// of the same scope replaces it. Guarded by Store.mu.
	flushed map[string]*Problem
	// seen are the problems stored lately, for telling the console's copy
	// of an error from the debugger's (see reported.go). Guarded by
	// Store.mu.
	seen []sighting
}

// proc returns the state of process id, creating it.
func (s *Store) proc(id string) *procState {
	s.mu.Lock()
	defer s.mu.Unlock()
	ps := s.procs[id]
	if ps == nil {
		ps = &procState{info: Process{ID: id}, classifier: classify.New()}
		s.procs[id] = ps
	}
	return ps
}

// processStep is what one event of a process comes to once classified:
// the stored line or start or exit, and the findings it completed.
type processStep struct {
	ev       ProcessEvent
	findings []classify.Finding
	hot      []string // modules the line says were hot-updated
}

// AddProcess stores a batch of events of the process id, classifying its
// output into problems as it goes. Redaction and classification run with
// no store lock held: only the process's own lock, so ingest of browser
// events and queries are not held up by a chatty dev server.
func (s *Store) AddProcess(id string, events []ProcessEvent) {
	for i := range events {
		events[i].Time = events[i].Time.UTC()
		events[i].Text = redact.Text(events[i].Text)
		events[i].Command = redact.Text(events[i].Command)
		events[i].Block = redact.Text(events[i].Block)
	}
	ps := s.proc(id)
	ps.mu.Lock()
	defer ps.mu.Unlock()
	ps.arrived = s.Now()
	steps := make([]processStep, len(events))
	for i, ev := range events {
		steps[i].ev = ev
		switch ev.Type {
		case ProcessStart:
			steps[i].findings = ps.classifier.Start()
			if ev.Dir != "" {
				// A run that says where it runs: its output's paths under
				// that directory are the application's (classify.NewIn).
				// Start forgot the run before already.
				ps.classifier = classify.NewIn(ev.Dir)
			}
		case ProcessExit:
			// A run that failed with no problem recognised still says so.
			steps[i].findings = ps.classifier.Exit(ev.ExitCode, ev.Time)
		case ProcessProblem:
			// Reported, not printed: nothing to classify.
		default:
			steps[i].findings = ps.classifier.FeedStream(ev.Text, ev.Stream == "stderr", ev.Time)
			steps[i].hot = HotUpdatedModules(ev.Text)
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, st := range steps {
		ev := st.ev
		switch ev.Type {
		case ProcessStart:
			s.storeFindings(ps, st.findings, false)
			if ps.info.Started.IsZero() {
				ps.info.Started = ev.Time
			} else {
				ps.info.Restarts++
			}
			ps.info.LastRestart = ev.Time
			ps.info.Running = true
			if ev.Command != "" {
				ps.info.Command = ev.Command
			}
			if ev.Dir != "" {
				ps.info.Dir = ev.Dir
			}
			if ev.PID != 0 {
				ps.info.PID = ev.PID
			}
		case ProcessExit:
			s.storeFindings(ps, st.findings, false)
			ps.info.Running = false
			ps.info.ExitCode = ev.ExitCode
		case ProcessProblem:
			s.storeReported(ps, ev)
		default:
			if ps.info.Started.IsZero() {
				// Output from a process whose start we missed (the daemon
				// restarted under it): its first line is its start.
				ps.info.Started, ps.info.LastRestart, ps.info.Running = ev.Time, ev.Time, true
			}
			l := &Line{Meta: Meta{Time: ev.Time}, Process: id, Stream: ev.Stream, Text: ev.Text}
			put(s, s.lines, l, &l.Meta, lineSize(l))
			s.noteHotUpdates(hotUpdate{st.hot, ev.Time})
			s.storeFindings(ps, st.findings, false)
		}
	}
	s.enforceBudget()
}

// FlushIdle stores the output blocks that have been quiet for a second, so
// that a query sees a traceback that was the last thing a process printed.
// Queries call it before [Store.Snapshot], which itself writes nothing.
//
// Quiet is judged by the store's clock against the time the lines were
// printed and the time the process's last batch arrived: a second of each.
// A relay delivers lines in batches, a tenth of a second apart while a
// process prints, and a second after they were printed when the machine
// is loaded. Still, the rest of a block can arrive after a query stored
// its first lines. When it does (a
// line printed within [classify.Gap] of the block's last one that
// continues it), the problem stored early is replaced by the whole block,
// with its location, as a new arrival: snapshots taken before keep the
// early problem, a reader past the early one's [Meta.Seq] sees the whole
// one, and get_errors lists it once. A block that turns out to be no
// problem once it goes on is removed.
func (s *Store) FlushIdle() {
	s.flush(func(ps *procState) []classify.Finding {
		now := s.Now()
		if now.Sub(ps.arrived) <= idleFlush {
			return nil
		}
		return ps.classifier.FlushIdle(now, idleFlush)
	}, true)
}

// IdleDue is when [Store.FlushIdle] will first find an open output block
// quiet long enough to close, by the store's clock; false when no block is
// open. A query waiting for news asks again then, since nothing is stored
// when a process merely stops printing.
func (s *Store) IdleDue() (time.Time, bool) {
	s.mu.Lock()
	procs := make([]*procState, 0, len(s.procs))
	for _, ps := range s.procs {
		procs = append(procs, ps)
	}
	s.mu.Unlock()
	var due time.Time
	for _, ps := range procs {
		ps.mu.Lock()
		last, open := ps.classifier.LastOpen()
		if ps.arrived.After(last) {
			last = ps.arrived
		}
		ps.mu.Unlock()
		if open && (due.IsZero() || last.Before(due)) {
			due = last
		}
	}
	if due.IsZero() {
		return time.Time{}, false
	}
	return due.Add(idleFlush + time.Millisecond), true
}

// FlushOpen closes every process's open output block, as an exit would,
// so that a problem still being printed is stored before a snapshot file
// is written.
func (s *Store) FlushOpen() {
	s.flush(func(ps *procState) []classify.Finding { return ps.classifier.Flush() }, false)
}

// flush stores what close returns for each process's classifier; idle
// says close is FlushIdle.
func (s *Store) flush(close func(*procState) []classify.Finding, idle bool) {
	s.mu.Lock()
	procs := make([]*procState, 0, len(s.procs))
	for _, ps := range s.procs {
		procs = append(procs, ps)
	}
	s.mu.Unlock()
	for _, ps := range procs {
		ps.mu.Lock()
		if fs := close(ps); len(fs) > 0 {
			s.mu.Lock()
			s.storeFindings(ps, fs, idle)
			s.enforceBudget()
			s.mu.Unlock()
		}
		ps.mu.Unlock()
	}
}

// processes copies the process table, sorted by id. Must be called with
// s.mu held.
func (s *Store) processes() []Process {
	out := make([]Process, 0, len(s.procs))
	for _, ps := range s.procs {
		out = append(out, ps.info)
	}
	sort.Slice(out, func(i, j int) bool { return strings.Compare(out[i].ID, out[j].ID) < 0 })
	return out
}

// ProcessDirs returns the working directories of the processes seen, the
// only places server-side source maps may be read from.
func (s *Store) ProcessDirs() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for _, ps := range s.procs {
		if d := ps.info.Dir; d != "" && !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	return out
}
