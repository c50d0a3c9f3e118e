package capture

import (
	"time"

	"github.com/errbundle/errbundle/classify"
	"github.com/errbundle/errbundle/fingerprint"
)

// storeFindings turns classifier findings into stored problems and build
// boundaries. Must be called with s.mu held.
func (s *Store) storeFindings(ps *procState, fs []classify.Finding) {
	for _, f := range fs {
		if f.Kind == classify.Boundary {
			if f.Time.After(ps.info.LastBoundary) {
				ps.info.LastBoundary = f.Time
			}
			continue
		}
		p := &Problem{Meta: Meta{Time: f.Time.UTC()}, Process: ps.info.ID, Severity: SeverityWarning,
			Category: f.Category, Message: f.Message, Location: classify.Relative(f.Location, ps.info.Dir), Block: f.Block, Fingerprint: fingerprint.Normalize(f.Message), Forwarded: f.Forwarded}
		p.setGroup()
		if f.Kind == classify.Error {
			p.Severity = SeverityError
			ps.info.Errors++
		} else {
			ps.info.Warnings++
		}
		put(s, s.problems, p, &p.Meta, problemSize(p))
	}
}

// idleFlush is how long a process must be quiet before a query closes its
// open block: long enough that a traceback being printed is not cut, short
// enough that the last thing a process printed is visible.
const idleFlush = time.Second
