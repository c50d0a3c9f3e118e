package capture

import (
	"time"

	"github.com/errbundle/errbundle/classify"
	"github.com/errbundle/errbundle/fingerprint"
)

// storeFindings turns classifier findings into stored problems and build
// boundaries; idle says they come from [classify.Classifier.FlushIdle].
// Must be called with s.mu held.
//
// A finding FlushIdle returned may be followed by a [classify.Finding]
// Reopened of the same Scope: the same block, which went on when the rest
// of it arrived. It replaces the problem stored for the first (see
// [Store.FlushIdle]). A boundary of a multiplexed child (its Scope set)
// is that child's only (see [Process.SinceScope]).
func (s *Store) storeFindings(ps *procState, fs []classify.Finding, idle bool) {
	for _, f := range fs {
		early := ps.flushed[f.Scope]
		delete(ps.flushed, f.Scope)
		if f.Reopened && early != nil {
			s.dropCount(ps, early)
			ps.forget(early)
		}
		if f.Withdrawn {
			if early != nil {
				s.bytes -= s.problems.remove(early.Seq)
			}
			continue
		}
		if f.Kind == classify.Boundary {
			if f.Scope != "" {
				ps.info.scopeBoundary(f.Scope, f.Time)
			} else if f.Time.After(ps.info.LastBoundary) {
				ps.info.LastBoundary = f.Time
			}
			continue
		}
		p := &Problem{Meta: Meta{Time: f.Time.UTC()}, Process: ps.info.ID, Severity: SeverityWarning,
			Category: f.Category, Message: f.Message, Location: classify.Relative(f.Location, ps.info.Dir), Block: f.Block, Fingerprint: fingerprint.Normalize(f.Message), Forwarded: f.Forwarded, Scope: f.Scope}
		p.setGroup()
		// A printed copy with no script line may pair with a reported
		// copy already paired: the console's block, cut in two by how
		// its lines arrived, is two findings of one error.
		if ps.pair(p, false, f.Reopened || !scriptLocation(p.Location)) != nil {
			// The debugger reported this error already (see reported.go).
			if f.Reopened && early != nil {
				s.bytes -= s.problems.remove(early.Seq)
			}
			continue
		}
		if f.Kind == classify.Error {
			p.Severity = SeverityError
			ps.info.Errors++
		} else {
			ps.info.Warnings++
		}
		if f.Reopened && early != nil {
			// The fuller problem arrives anew: a reader past the early
			// one's seq sees it, and a waiting one wakes.
			s.bytes -= s.problems.remove(early.Seq)
		}
		put(s, s.problems, p, &p.Meta, problemSize(p))
		ps.sight(p, false, false)
		if idle {
			if ps.flushed == nil {
				ps.flushed = make(map[string]*Problem, 1)
			}
			ps.flushed[f.Scope] = p
		}
	}
}

// dropCount takes a problem that is being replaced out of its process's
// counts. Must be called with s.mu held.
func (s *Store) dropCount(ps *procState, p *Problem) {
	if p.Severity == SeverityError {
		ps.info.Errors--
	} else {
		ps.info.Warnings--
	}
}

// idleFlush is how long a process must be quiet before a query closes its
// open block: long enough that a traceback being printed is not cut, short
// enough that the last thing a process printed is visible.
const idleFlush = time.Second
