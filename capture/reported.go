package capture

import (
	"strings"
	"time"

	"github.com/errbundle/errbundle/classify"
	"github.com/errbundle/errbundle/fingerprint"
)

// One error can reach the store twice: Godot prints it on its console,
// which the classifier reads, and sends it on its debugger stream, which
// errbundle run forwards as a reported problem (ProcessProblem). The
// two copies are told apart from two errors by their message, their
// script location and their times; the reported copy is the one kept,
// as it carries the script line and backtrace the console may lack
// (Godot 4.2–4.4 prints neither for push_error), whichever came first:
//
//   - printed first: the reported one replaces the printed problem, as a
//     new arrival (the way a reopened block replaces its early part);
//   - reported first: the printed finding is dropped.
//
// Each copy pairs with at most one of the other kind, so an error raised
// every frame is still counted once per time it was raised.

// sightingWindow is how far apart, by the relay's clock, the two copies
// of one error may be. Godot sends its debugger messages at the end of a
// frame, and a game stalled by a loaded machine (a shader compile, 2
// cores shared by many processes) sends them seconds after it printed
// them. Wide is safe: each copy pairs with one of the other kind only,
// so two raisings of an error are still two.
const sightingWindow = 10 * time.Second

// maxSightings bounds the problems a process remembers for pairing: a
// game raising errors by the hundred a second pairs within the latest.
const maxSightings = 256

// sighting is a recently stored problem of a process, printed or
// reported, for pairing with its other copy.
type sighting struct {
	p        *Problem
	reported bool
	paired   bool
}

// sameError reports whether a printed and a reported problem are one
// error: the same message, within sightingWindow, at the same script
// line unless one of them names none (the console's "at:" line names
// Godot's C++ source, or nothing).
func sameError(a, b *Problem) bool {
	// Not the category: a block cut before its "at:" line is read
	// without the adapter's.
	if a.Fingerprint != b.Fingerprint {
		return false
	}
	if d := a.Time.Sub(b.Time); d > sightingWindow || d < -sightingWindow {
		return false
	}
	return a.Location == b.Location || !scriptLocation(a.Location) || !scriptLocation(b.Location)
}

// scriptLocation reports a location in the project's scripts rather than
// in the engine.
func scriptLocation(loc string) bool {
	return strings.HasPrefix(loc, "res://") || strings.Contains(loc, ".gd:") || strings.Contains(loc, ".cs:")
}

// pair finds the unpaired sighting of the other kind that is p's other
// copy, marks it paired and returns it; again allows one already paired
// (a reopened block whose early part was paired). Must be called with
// s.mu held.
func (ps *procState) pair(p *Problem, reported, again bool) *sighting {
	for i := len(ps.seen) - 1; i >= 0; i-- {
		sg := &ps.seen[i]
		if sg.reported != reported && (!sg.paired || again) && sameError(sg.p, p) {
			sg.paired = true
			return sg
		}
	}
	return nil
}

// sight remembers a stored problem for pairing, forgetting those too old
// to pair with anything that arrives now. Must be called with s.mu held.
func (ps *procState) sight(p *Problem, reported, paired bool) {
	cut := 0
	for cut < len(ps.seen) && (p.Time.Sub(ps.seen[cut].p.Time) > sightingWindow || len(ps.seen)-cut >= maxSightings) {
		cut++
	}
	ps.seen = append(ps.seen[:0], ps.seen[cut:]...)
	ps.seen = append(ps.seen, sighting{p: p, reported: reported, paired: paired})
}

// forget takes a problem being replaced or withdrawn out of pairing.
// Must be called with s.mu held.
func (ps *procState) forget(p *Problem) {
	for i := range ps.seen {
		if ps.seen[i].p == p {
			ps.seen[i].paired = true
		}
	}
}

// storeReported stores a problem the process reported, in place of its
// printed copy if that came first. Must be called with s.mu held.
func (s *Store) storeReported(ps *procState, ev ProcessEvent) {
	p := &Problem{Meta: Meta{Time: ev.Time}, Process: ps.info.ID, Severity: ev.Severity, Category: ev.Category,
		Message: ev.Text, Location: classify.Relative(ev.Location, ps.info.Dir), Block: ev.Block,
		Fingerprint: fingerprint.Normalize(ev.Text)}
	p.setGroup()
	printed := ps.pair(p, true, false)
	if printed != nil {
		old := printed.p
		s.dropCount(ps, old)
		s.bytes -= s.problems.remove(old.Seq)
		for scope, f := range ps.flushed {
			if f == old {
				// Its block may yet reopen: it is then paired again, not
				// stored.
				delete(ps.flushed, scope)
			}
		}
	}
	if p.Severity == SeverityError {
		ps.info.Errors++
	} else {
		ps.info.Warnings++
	}
	put(s, s.problems, p, &p.Meta, problemSize(p))
	ps.sight(p, true, printed != nil)
}
