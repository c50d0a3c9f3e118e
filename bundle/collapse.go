package bundle

import (
	"strings"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/fingerprint"
)

// Repeats are what one problem looks like to the browser when a framework
// echoes it: React logs each uncaught render error again with
// console.error, a dev overlay re-throws a build error on every reload,
// a retried fetch rejects once per try. Each is the same problem, with the
// same context; one bundle says it, with how many times and from when to
// when, and leaves room for the other problems.

// maxScan bounds how many stored errors Join reads per bundle it returns
// while it folds repeats: a flood of one error cannot make it read the
// whole ring.
const maxScan = 50

// occurrences is one distinct error and the repeats folded into it.
type occurrences struct {
	e           *capture.Error // the newest, or the newest exception a console call echoed: its bundle is built
	count       int
	first, last time.Time
	vars        variants
	key         repeatKey
	// incident holds the other errors of e's incident (see sameIncident),
	// newest first; earliest is the earliest error folded in, a repeat or
	// one of the incident.
	incident []incidentError
	earliest *capture.Error
}

// repeatKey is what two errors share when one repeats the other: the tab,
// the page's origin (pages of a script tag have no tab, and two apps may
// fail alike), and the message without the prefixes that differ between
// an exception and its console echo ("Uncaught ", "TypeError: "), or a
// library's words before the Error it logs ("React Router caught the
// following error during render TypeError: …", beside React's own report
// of the error its boundary caught).
type repeatKey struct {
	tab     capture.TabID
	origin  string
	message string
}

func keyOf(e *capture.Error) repeatKey {
	m := strings.TrimSpace(e.Message)
	m = strings.TrimPrefix(m, "Uncaught ")
	m = strings.TrimPrefix(m, "(in promise) ")
	if i := strings.IndexByte(m, '\n'); i >= 0 {
		m = m[:i]
	}
	m = loggedError(m)
	// The store normalised the whole message on arrival: most messages
	// have nothing to trim, and a query reads up to hundreds of them.
	fp := e.Fingerprint
	if m != e.Message || fp == "" {
		fp = fingerprint.Normalize(m)
	}
	return repeatKey{e.TabID, pageOrigin(e.PageURL), fp}
}

// loggedError is the message of the Error a line renders: what follows
// its first "Name: " whose Name is an error type and is at the start or
// after a space, or the line itself.
func loggedError(line string) string {
	for from := 0; ; {
		i := strings.Index(line[from:], ": ")
		if i < 0 {
			return line
		}
		i += from
		start := strings.LastIndexByte(line[:i], ' ') + 1
		if i-start < 40 && isErrorName(line[start:i]) {
			return line[i+2:]
		}
		from = i + 2
	}
}

// pageOrigin is "scheme://host:port" of a page URL, or the URL itself when
// it has no such part.
func pageOrigin(u string) string {
	i := strings.Index(u, "://")
	if i < 0 {
		return u
	}
	if j := strings.IndexAny(u[i+3:], "/?#"); j >= 0 {
		return u[:i+3+j]
	}
	return u
}

// isErrorName reports whether s names an error type: "TypeError",
// "Error", "SyntaxError", "DOMException".
func isErrorName(s string) bool {
	if !strings.HasSuffix(s, "Error") && !strings.HasSuffix(s, "Exception") {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$') {
			return false
		}
	}
	return true
}

// distinctErrors returns up to opt.Limit distinct errors of the tab
// opt.TabID, newest first, each with the repeats of it that happened
// within opt.Window of its next occurrence folded in, and the other
// errors of its incident (see incidentGap).
func distinctErrors(snap *capture.Snapshot, opt Options) []occurrences {
	var out []occurrences
	index := make(map[repeatKey]int)
	// latest is, by tab, the occurrence whose earliest error is the
	// latest one read: errors come newest first, so it is the one an
	// error of that tab can be of the incident of (see sameIncident).
	latest := make(map[capture.TabID]int)
	scanned := 0
	snap.Errors.All(func(e *capture.Error) bool {
		if e.Seq <= opt.After || opt.Upto > 0 && e.Seq > opt.Upto || !e.TabID.Matches(opt.TabID) {
			return true
		}
		scanned++
		k := keyOf(e)
		if i, ok := index[k]; ok && out[i].first.Sub(e.Time) <= opt.Window {
			latest[e.TabID] = i
			out[i].count++
			out[i].first = e.Time
			out[i].earliest = e
			out[i].vars.add(e.Message, e.Time)
			if out[i].e.Kind == "console" && e.Kind != "console" {
				out[i].e = e // the exception says more than its echo
			}
			return scanned < maxScan*opt.Limit
		}
		if len(out) == opt.Limit {
			// Every bundle is taken: only an older repeat of one of them
			// is still of interest, and only close by.
			oldest := out[0].first
			for _, o := range out {
				if o.first.Before(oldest) {
					oldest = o.first
				}
			}
			return scanned < maxScan*opt.Limit && !e.Time.Before(oldest.Add(-opt.Window))
		}
		if i, ok := latest[e.TabID]; ok && sameIncident(snap, &out[i], e, k) {
			out[i].addToIncident(e, k)
			return scanned < maxScan*opt.Limit
		}
		latest[e.TabID] = len(out)
		index[k] = len(out)
		out = append(out, occurrences{e: e, count: 1, first: e.Time, last: e.Time, key: k, earliest: e})
		out[len(out)-1].vars.add(e.Message, e.Time)
		return scanned < maxScan*opt.Limit
	})
	return out
}
