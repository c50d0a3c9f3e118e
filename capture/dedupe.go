package capture

import (
	"encoding/binary"
	"hash/maphash"
	"strings"
	"time"
)

// One page can have several observers at once: the extension, errbundle
// proxy, and one or more errbundle attach processes on its browser's
// DevTools port. Each reports the same error, console call or request,
// and the store keeps the first report: a later one from another
// observer that matches it is not stored again (it is counted in
// [Stats].Dropped as "duplicate:<kind>"). A later request completes the
// one kept with the fields it lacks (see complete.go). Reports of one
// observer are never matched with each other: a loop that logs the same
// line twice in a millisecond logged it twice.
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
// each in their own words.
//
// Every report is remembered, whichever observer sent it: the extension
// sends no observer name and usually reports first, and a later copy from
// the proxy or an attach must find it. So this runs for every event under
// the store's lock, and is built to cost little there: a report is a
// 64-bit hash of what is compared (taken before the lock, with no string
// built), remembered in a fixed ring with a bucket table beside it; no
// allocation once the store has taken its first event.
//
// Most of the time one observer reports alone (the extension, with no
// proxy and no attach), and no report is ever looked up. Then a report is
// remembered by its kind and sequence number only, unhashed: the stored
// event it names holds what is compared, and is hashed only if another
// observer comes while the report is still remembered ([dedupe.rehash], up
// to maxSeen hashes once). Nothing but the number is kept, so an event
// evicted meanwhile is not kept alive for it: its report is forgotten
// then, and a copy of it stored again, as a copy past maxSeen is.
const (
	window = 250 * time.Millisecond
	// maxSeen bounds the reports remembered, oldest forgotten first;
	// observers report within milliseconds of each other, and the proxy
	// sends its records within seconds. A power of two.
	maxSeen = 4096
	// seenBuckets is the size of the bucket table: twice the reports, so
	// that a bucket holds one report or none, mostly.
	seenBuckets = 2 * maxSeen
	// maxWalk bounds the reports visited per lookup. One key repeated
	// thousands of times (a log line in a loop) chains that many reports
	// in one bucket; the newest, visited first, are those a copy from
	// another observer matches. Missing a match past it stores a copy
	// twice, which is what happened before there was a dedupe.
	maxWalk = 64
)

// dedupeSeed seeds every report's hash. One for the process: the hashes
// are compared within one store and never leave it.
var dedupeSeed = maphash.MakeSeed()

// seenReport is a report the store kept, for matching later ones.
type seenReport struct {
	hash     uint64 // of what is compared (see the *Hash functions), if hashed
	nanos    int64
	observer string
	seq      uint64 // the kept event's sequence number, to complete it
	n        uint64 // its number in the order remembered, from 1
	prev     uint64 // n of the previous report in its bucket; 0 for none
	kind     byte   // 'e', 'l' or 'r': the ring seq is in, for an unhashed report
	hashed   bool   // hash is set and the report is in its bucket's chain
}

// dedupe remembers recent reports. It is guarded by its Store's mu.
//
// ring holds the last maxSeen reports, report n at ring[(n-1)%maxSeen];
// buckets[hash%seenBuckets] is the n of the newest report of that bucket,
// whose prev links lead to older ones. A link to a report that its slot
// no longer holds (its n differs) ends the chain: slots are overwritten
// oldest first, so every report older than it is gone too. Nothing is
// ever unlinked.
type dedupe struct {
	ring    []seenReport
	buckets []uint64
	n       uint64 // reports remembered so far
	// marks is the newest report of each observer seen (see
	// [dedupe.others]); crowded says more observers came than it holds.
	marks   [maxMarks]observerMark
	crowded bool
	// unlinked says reports were remembered unhashed ([dedupe.note])
	// since the buckets were last made whole: [dedupe.rehash] first.
	unlinked bool
}

// maxMarks bounds the observers told apart: the extension, a proxy or
// two, an attach per browser.
const maxMarks = 8

// observerMark is the newest report an observer made; n 0 for none.
type observerMark struct {
	observer string
	n        uint64
}

// others reports whether a report of another observer than observer may
// still be remembered. Most of the time one observer reports alone (the
// extension, with no proxy and no attach): then no lookup can match, and
// none is made.
func (d *dedupe) others(observer string) bool {
	if d.crowded {
		return true
	}
	for _, m := range d.marks {
		if m.n != 0 && m.observer != observer && m.n+maxSeen > d.n {
			return true
		}
	}
	return false
}

// mark notes that observer made report n.
func (d *dedupe) mark(observer string, n uint64) {
	free := -1
	for i, m := range d.marks {
		if m.n != 0 && m.observer == observer {
			d.marks[i].n = n
			return
		}
		if free < 0 && (m.n == 0 || m.n+maxSeen <= d.n) { // unused, or all its reports forgotten
			free = i
		}
	}
	if free < 0 {
		d.crowded = true // from now on every lookup is made
		return
	}
	d.marks[free] = observerMark{observer, n}
}

// match reports the sequence number of a kept report from another
// observer than observer with hash h within window of nanos, if there is
// one.
func (d *dedupe) match(h uint64, nanos int64, observer string) (seq uint64, ok bool) {
	if d.ring == nil || !d.others(observer) {
		return 0, false
	}
	n := d.buckets[h%seenBuckets]
	for walked := 0; n != 0 && walked < maxWalk; walked++ {
		r := &d.ring[(n-1)%maxSeen]
		if r.n != n {
			break // forgotten, and all before it
		}
		if r.hash == h && r.observer != observer && abs(nanos-r.nanos) <= int64(window) {
			return r.seq, true
		}
		n = r.prev
	}
	return 0, false
}

// remember keeps a report with hash h at nanos from observer, stored as
// seq, forgetting the oldest once maxSeen are kept.
func (d *dedupe) remember(h uint64, nanos int64, observer string, seq uint64) {
	d.grow()
	d.n++
	b := &d.buckets[h%seenBuckets]
	d.ring[(d.n-1)%maxSeen] = seenReport{hash: h, nanos: nanos, observer: observer, seq: seq, n: d.n, prev: *b, hashed: true}
	*b = d.n
	d.mark(observer, d.n)
}

// note keeps a report unhashed: the event of kind ('e', 'l' or 'r')
// stored as seq, at nanos from observer. Call it only while no lookup can
// match (others is false); rehash hashes it if one comes.
func (d *dedupe) note(kind byte, seq uint64, nanos int64, observer string) {
	d.grow()
	d.n++
	d.ring[(d.n-1)%maxSeen] = seenReport{nanos: nanos, observer: observer, seq: seq, n: d.n, kind: kind}
	d.unlinked = true
	d.mark(observer, d.n)
}

func (d *dedupe) grow() {
	if d.ring == nil {
		d.ring = make([]seenReport, maxSeen)
		d.buckets = make([]uint64, seenBuckets)
	}
}

// rehash makes the buckets whole again after reports were noted
// unhashed: each report still remembered is hashed by hashOf (of the
// stored event; false if the store holds it no longer, and the report is
// forgotten) and chained, oldest first, so that each chain still runs
// from newest to oldest.
func (d *dedupe) rehash(hashOf func(kind byte, seq uint64) (uint64, bool)) {
	if !d.unlinked {
		return
	}
	d.unlinked = false
	clear(d.buckets)
	first := uint64(1)
	if d.n > maxSeen {
		first = d.n - maxSeen + 1
	}
	for n := first; n <= d.n; n++ {
		r := &d.ring[(n-1)%maxSeen]
		if !r.hashed {
			h, ok := uint64(0), false
			if r.kind != 0 {
				h, ok = hashOf(r.kind, r.seq)
			}
			if !ok {
				r.kind = 0 // gone: a report never matched
				continue
			}
			r.hash, r.hashed = h, true
		}
		b := &d.buckets[r.hash%seenBuckets]
		r.prev = *b
		*b = n
	}
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
	// One pass over what can matter: a separator past the 100th byte
	// changes nothing.
	if len(msg) > 101 {
		msg = msg[:101]
	}
	for i := 0; i < len(msg); i++ {
		switch msg[i] {
		case '\n':
			return head100(msg[:i])
		case ' ':
			if i+1 < len(msg) && (msg[i+1] == '(' || msg[i+1] == '{' || msg[i+1] == '[') {
				return head100(msg[:i])
			}
		}
	}
	return head100(msg)
}

func head100(s string) string {
	if len(s) > 100 {
		return s[:100]
	}
	return s
}

// pageKey is a page URL without its fragment.
func pageKey(u string) string {
	u, _, _ = strings.Cut(u, "#")
	return u
}

// batchHashes is the hashes of b's errors, logs and requests, in that
// order.
func batchHashes(b *Batch) []uint64 {
	dst := make([]uint64, 0, len(b.Errors)+len(b.Logs)+len(b.Requests))
	for _, e := range b.Errors {
		dst = append(dst, errorHash(e))
	}
	for _, l := range b.Logs {
		dst = append(dst, logHash(l))
	}
	for _, r := range b.Requests {
		dst = append(dst, requestHash(r))
	}
	return dst
}

// reportHash is the hash of the stored event of kind with seq, for
// [dedupe.rehash]; false if the store holds it no longer. Must be called
// with s.mu held.
func (s *Store) reportHash(kind byte, seq uint64) (uint64, bool) {
	switch kind {
	case 'e':
		if e := s.errors.get(seq); e != nil {
			return errorHash(e), true
		}
	case 'l':
		if l := s.logs.get(seq); l != nil {
			return logHash(l), true
		}
	case 'r':
		if r := s.requests.get(seq); r != nil {
			return requestHash(r), true
		}
	}
	return 0, false
}

// The hashes of what is compared, one per kind; each starts with its kind,
// so that kinds never match each other. Fields are separated by a zero
// byte, which none of them holds where it matters.

func errorHash(e *Error) uint64 {
	var h maphash.Hash
	h.SetSeed(dedupeSeed)
	h.WriteByte('e')
	field(&h, e.Kind)
	field(&h, e.Type)
	field(&h, dedupeHead(e.Message))
	h.WriteString(pageKey(e.PageURL))
	return h.Sum64()
}

func logHash(l *Log) uint64 {
	var h maphash.Hash
	h.SetSeed(dedupeSeed)
	h.WriteByte('l')
	field(&h, l.Level)
	if cspViolation(l) {
		// The browser words a violation its own way ("Executing inline
		// script violates …") and the extension another ("Refused to run
		// an inline script …"): one violation is one place on one page.
		h.WriteString("csp\x00")
		field(&h, pageKey(l.URL))
		var line [8]byte
		binary.LittleEndian.PutUint64(line[:], uint64(l.Line))
		h.Write(line[:])
	} else {
		field(&h, dedupeHead(l.Message))
	}
	h.WriteString(pageKey(l.PageURL))
	return h.Sum64()
}

// cspMark is what every wording of a CSP violation says, the browser's
// console and the extension's alike; it is looked for near the start,
// where both say it, past a blocked URL of up to a few hundred bytes.
const cspMark = "the following Content Security Policy directive"

// cspViolation reports whether l is a CSP violation with a place to tell
// it by. Only an error or a warning can be one, so a page's ordinary logs
// cost a comparison of their level.
func cspViolation(l *Log) bool {
	if l.Line == 0 || l.Level != LevelError && l.Level != LevelWarn {
		return false
	}
	m := l.Message
	if len(m) > 512 {
		m = m[:512]
	}
	return strings.Contains(m, cspMark)
}

// requestHash leaves the page out: errbundle proxy records requests with
// no page.
func requestHash(r *Request) uint64 {
	var h maphash.Hash
	h.SetSeed(dedupeSeed)
	h.WriteByte('r')
	field(&h, r.Method)
	h.WriteString(r.URL)
	return h.Sum64()
}

func field(h *maphash.Hash, s string) {
	h.WriteString(s)
	h.WriteByte(0)
}
