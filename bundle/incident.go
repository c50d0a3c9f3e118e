package bundle

import (
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

// One failure often surfaces as several errors at once: a tRPC call that
// fails is reported by the client's logger link and, two milliseconds
// later, by the app's own console.error or an unhandled rejection; a
// GraphQL client logs the failed operation and the component rethrows it.
// Two bundles for them split one story in two: the click and the request
// went to one, and the other said "omitted". Errors of one tab that follow
// the same failed request within incidentGap of each other are one
// incident: one bundle, the newest error's, listing the others in
// [Bundle.Incident], with the request and the action in it.

// incidentGap is how close together errors of one incident happen: the
// handlers of one failed request run in the same few ticks of the page's
// event loop, a few milliseconds apart, tens on a busy machine (with 20 ms,
// one run of TestOneFailureOneBundle on a loaded machine gave two
// bundles, the next one). Errors after
// two requests, even a double click's, each follow their own request
// (see causeOf) and stay two bundles.
const incidentGap = 100 * time.Millisecond

// IncidentError is another error of a bundle's incident (see [Bundle.Incident]):
// what it said and where, in short.
type IncidentError struct {
	Message   string `json:"message"`
	Type      string `json:"type,omitempty"`
	Kind      string `json:"kind,omitempty"`
	Location  string `json:"location,omitempty"`
	Timestamp Time   `json:"timestamp"`
	// Count is how many times it happened in the incidents folded into
	// the bundle, when more than once.
	Count int `json:"count,omitempty"`
}

// maxIncidentMessage bounds an IncidentError's message: the bundle's own
// error has the room; these say which other reports the failure made.
const maxIncidentMessage = 300

// incidentError is one error folded into an incident, with its repeats.
type incidentError struct {
	e     *capture.Error
	key   repeatKey
	count int
}

// causeOf is the failed request of e's tab (or of no tab) that completed
// last before e, within answeredWithin, or up to incidentGap after it (a
// capture may record a request's end once its body is read, after the
// app's handler saw the status): the request e is most likely about. A
// request that started after e is not about it: the Next.js cart's "cart
// not saved", logged by one button just before another's fetch failed,
// was folded into that fetch's rejection.
// nil when none failed, or when more than one did: then which error is
// about which request is a guess (a page's three buttons clicked at once,
// each failing its own way), and the errors stay bundles of their own.
func causeOf(snap *capture.Snapshot, e *capture.Error) *capture.Request {
	var last *capture.Request
	n := 0
	snap.Requests.AscendTab(e.TabID, e.Time.Add(-answeredWithin), e.Time.Add(incidentGap), func(r *capture.Request) bool {
		if r.Failed() && !r.Noise && r.Start().Before(e.Time) {
			n++
			last = r
		}
		return n < 2
	})
	if n != 1 {
		return nil
	}
	return last
}

// sameIncident reports whether e, older than every error of o, is part
// of o's incident: same tab and page origin, at most incidentGap before
// o's earliest error, and caused by the one failed request that one was.
func sameIncident(snap *capture.Snapshot, o *occurrences, e *capture.Error, k repeatKey) bool {
	if e.TabID != o.e.TabID || k.origin != o.key.origin {
		return false
	}
	if d := o.earliest.Time.Sub(e.Time); d < 0 || d > incidentGap {
		return false
	}
	cause := causeOf(snap, o.earliest)
	return cause != nil && causeOf(snap, e) == cause
}

// addToIncident folds e into o's incident: a repeat of an error already
// listed counts it again.
func (o *occurrences) addToIncident(e *capture.Error, k repeatKey) {
	o.earliest = e
	for i := range o.incident {
		if o.incident[i].key == k {
			o.incident[i].count++
			return
		}
	}
	o.incident = append(o.incident, incidentError{e: e, key: k, count: 1})
}

// incidentItems renders o's other errors, newest first, and what they
// add to the reply's size.
func incidentItems(o *occurrences, locate Locator) ([]IncidentError, int) {
	if len(o.incident) == 0 {
		return nil, 0
	}
	out := make([]IncidentError, 0, len(o.incident))
	size := 20
	for _, ie := range o.incident {
		it := NewErrorItem(ie.e, maxStack, locate)
		item := IncidentError{
			Message: clip.Head(it.Message, maxIncidentMessage), Type: it.Type, Kind: it.Kind,
			Location: it.Location, Timestamp: it.Timestamp,
		}
		if ie.count > 1 {
			item.Count = ie.count
		}
		size += 80 + escaped(item.Message) + len(item.Type) + len(item.Kind) + len(item.Location)
		out = append(out, item)
	}
	return out, size
}

// incidentLog reports whether seq is the console log one of o's incident
// errors was made from: shown as that error, not again as a log.
func (o *occurrences) incidentLog(seq uint64) bool {
	for _, ie := range o.incident {
		if ie.e.LogSeq == seq && seq != 0 {
			return true
		}
	}
	return false
}
