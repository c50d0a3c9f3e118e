package capture

import (
	"strings"
	"time"
)

// One page can have several observers at once: the extension, errbundle
// proxy, and one or more errbundle attach processes on its browser's
// DevTools port. Each reports the same error, console call or request,
// and the store keeps the first report: a later one from another
// observer that matches it is dropped (and counted in [Stats].Dropped as
// "duplicate:<kind>"). Reports of one observer are never matched with
// each other: a loop that logs the same line twice in a millisecond
// logged it twice.
//
// Two reports match when they say the same thing about the same page
// within window of each other. Observers of one tab do not share tab ids
// (the extension numbers tabs, attach names them by target), so the page
// URL stands for the tab. The window is the gap between a page script's
// Date.now() and the browser's own timestamp of one event; two attaches
// read the same timestamp.
//
// What is compared is a head of the message (see [dedupeHead]): the
// observers render a console call's arguments and a failed fetch's reason
// each in their own words. Completing the first report with fields only a
// later one has is not done: stored events are never modified.
const (
	window = 250 * time.Millisecond
	// maxSeen bounds the reports remembered, oldest forgotten first;
	// observers report within milliseconds of each other.
	maxSeen = 4096
)

// seenReport is a report the store kept, for matching later ones.
type seenReport struct {
	key      string
	nanos    int64
	observer string
}

// dedupe remembers recent reports. It is guarded by its Store's mu.
type dedupe struct {
	byKey map[string][]seenReport
	order []seenReport // oldest first, for forgetting
}

// duplicate reports whether a report with key, at t, from observer,
// matches one kept from another observer, and remembers it if not.
func (d *dedupe) duplicate(key string, t time.Time, observer string) bool {
	n := t.UnixNano()
	for _, r := range d.byKey[key] {
		if r.observer != observer && time.Duration(abs(n-r.nanos)) <= window {
			return true
		}
	}
	if d.byKey == nil {
		d.byKey = make(map[string][]seenReport)
	}
	r := seenReport{key: key, nanos: n, observer: observer}
	d.byKey[key] = append(d.byKey[key], r)
	d.order = append(d.order, r)
	if len(d.order) > maxSeen {
		old := d.order[0]
		d.order = d.order[1:]
		rs := d.byKey[old.key]
		if len(rs) <= 1 {
			delete(d.byKey, old.key)
		} else {
			d.byKey[old.key] = rs[1:]
		}
	}
	return false
}

func abs(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// dedupeHead is the part of a message two observers agree on: up to the
// first " (", " {", " [" or line break, at most 100 bytes. "Failed to
// fetch" and attach's "Failed to fetch (net::ERR_…)" agree, and so do
// console.error("saved", obj) rendered by the extension and by the
// browser.
func dedupeHead(msg string) string {
	if i := strings.IndexAny(msg, "\n"); i >= 0 {
		msg = msg[:i]
	}
	for _, sep := range []string{" (", " {", " ["} {
		if i := strings.Index(msg, sep); i >= 0 {
			msg = msg[:i]
		}
	}
	if len(msg) > 100 {
		msg = msg[:100]
	}
	return msg
}

// pageKey is a page URL without its fragment.
func pageKey(u string) string {
	u, _, _ = strings.Cut(u, "#")
	return u
}

func errorKey(e *Error) string {
	return "e\x00" + e.Kind + "\x00" + e.Type + "\x00" + dedupeHead(e.Message) + "\x00" + pageKey(e.PageURL)
}

func logKey(l *Log) string {
	return "l\x00" + l.Level + "\x00" + dedupeHead(l.Message) + "\x00" + pageKey(l.PageURL)
}

// requestKey leaves the page out: errbundle proxy records requests with
// no page.
func requestKey(r *Request) string {
	return "r\x00" + r.Method + "\x00" + r.URL
}
