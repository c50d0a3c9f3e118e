package capture

import (
	"github.com/errbundle/errbundle/classify"
	"sort"
	"strings"
	"time"
)

// Process event types sent to POST /v1/process.
const (
	ProcessStart = "start"
	ProcessLine  = "line"
	ProcessExit  = "exit"
)

// ProcessEvent is one thing a wrapped dev server did: it started, printed a
// line, or exited.
type ProcessEvent struct {
	Type     string
	Time     time.Time
	Stream   string // stdout or stderr, for lines
	Text     string // the line, for lines
	Command  string // for start
	ExitCode int    // for exit
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
	group       uint64 // see [Problem.GroupHash]
}

// GroupHash hashes a problem's process, category, fingerprint and
// location.
func (p *Problem) GroupHash() uint64 { return p.group }

// Process describes one wrapped dev server.
type Process struct {
	ID          string
	Command     string
	Started     time.Time // first start seen
	LastRestart time.Time // latest start; equals Started until a restart
	Restarts    int
	Running     bool
	ExitCode    int
	// LastBoundary is the latest successful (re)build: problems before it
	// are retired from the default get_errors view.
	LastBoundary time.Time
	Errors       int // problems recognised since the process was first seen
	Warnings     int
}

// Since is when the process's current problems begin: its latest restart
// or successful build, whichever is later.
func (p *Process) Since() time.Time {
	if p.LastBoundary.After(p.LastRestart) {
		return p.LastBoundary
	}
	return p.LastRestart
}

// procState is the store's per-process state. Guarded by Store.mu.
type procState struct {
	info       Process
	classifier *classify.Classifier
}

// AddProcess stores a batch of events of the process id, classifying its
// output into problems as it goes.
func (s *Store) AddProcess(id string, events []ProcessEvent) {
	for i := range events {
		events[i].Time = events[i].Time.UTC()
		events[i].Text = RedactText(events[i].Text)
		events[i].Command = RedactText(events[i].Command)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	ps := s.procs[id]
	if ps == nil {
		ps = &procState{info: Process{ID: id}, classifier: classify.New()}
		s.procs[id] = ps
	}
	for _, ev := range events {
		switch ev.Type {
		case ProcessStart:
			s.storeFindings(ps, ps.classifier.Start())
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
		case ProcessExit:
			s.storeFindings(ps, ps.classifier.Exit(ev.ExitCode, ev.Time))
			ps.info.Running = false
			ps.info.ExitCode = ev.ExitCode
		default:
			if ps.info.Started.IsZero() {
				// Output from a process whose start we missed (the daemon
				// restarted under it): its first line is its start.
				ps.info.Started, ps.info.LastRestart, ps.info.Running = ev.Time, ev.Time, true
			}
			l := &Line{Meta: Meta{Time: ev.Time}, Process: id, Stream: ev.Stream, Text: ev.Text}
			put(s, s.lines, l, &l.Meta, lineSize(l))
			s.storeFindings(ps, ps.classifier.FeedStream(ev.Text, ev.Stream == "stderr", ev.Time))
		}
	}
	s.enforceBudget()
}

// flushIdle closes blocks that have been quiet for a second, so a query
// sees a traceback that was the last thing a process printed. Must be
// called with s.mu held.
func (s *Store) flushIdle(now time.Time) {
	for _, ps := range s.procs {
		s.storeFindings(ps, ps.classifier.FlushIdle(now, idleFlush))
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
