package proxy

import (
	"net/url"
	"strings"
	"time"

	"github.com/errbundle/errbundle/capture"
)

// matchWindow is how far apart, on the proxy's clock, the proxy's record
// of a request and the page script's report of it may arrive and still be
// taken for one request.
const matchWindow = 5 * time.Second

// maxRemembered bounds each list a matcher keeps.
const maxRemembered = 1000

// matcher makes a request that both the proxy and the page's capture
// script saw reach the daemon once. The script's report wins: it carries
// the page, the app's call site and what the app did with the answer. So
// the proxy holds its record of a request the script may report (not a
// navigation) for a while; a script report that matches it drops it. A
// report that arrives after the proxy's record has gone out is dropped
// instead, and a record that arrives after the report is never sent.
//
// The extension's capture reports to the daemon itself, not through the
// proxy; it tells the proxy which requests it reports (see [matcher.release]).
// Those records go out at once rather than being dropped: the daemon keeps
// one entry of the two reports, completed with what the other had
// (capture's complete.go), such as a failed script's answer body, which
// only the proxy saw.
//
// It is not safe for concurrent use; its owner locks.
type matcher struct {
	hold     time.Duration
	held     []heldRecord // waiting for a report, oldest first
	sent     []seen       // records gone out, for late reports
	seen     []seen       // script reports, for late records
	released []seen       // the extension's reports, for late records
}

type heldRecord struct {
	seen
	req *capture.Request
}

// seen is one request, by method and URL, at a time on the proxy's clock.
type seen struct {
	key string
	at  time.Time
}

// requestKey identifies a request across the proxy's absolute URL and the
// script's: method, path and query.
func requestKey(method, rawURL string) string {
	if u, err := url.Parse(rawURL); err == nil {
		rawURL = u.RequestURI()
	}
	return strings.ToUpper(method) + " " + rawURL
}

// record takes the proxy's record of a request at now, and reports
// whether it goes out now. A record the script may also report (hold) is
// held instead, unless the report is already in.
func (m *matcher) record(req *capture.Request, hold bool, now time.Time) bool {
	m.prune(now)
	k := requestKey(req.Method, req.URL)
	if take(&m.seen, k, now) {
		return false
	}
	if take(&m.released, k, now) {
		return true // the daemon completes the extension's report with it
	}
	if hold && len(m.held) < maxRemembered {
		m.held = append(m.held, heldRecord{seen{k, now}, req})
		return false
	}
	m.sent = appendBounded(m.sent, seen{k, now})
	return true
}

// report takes a script report of a request at now. It returns the
// proxy's held record of the same request, which will not be sent (the
// report may take what it lacks from it), or reports that the report
// repeats a record already sent, to drop.
func (m *matcher) report(method, rawURL string, now time.Time) (held *capture.Request, drop bool) {
	m.prune(now)
	k := requestKey(method, rawURL)
	for i, h := range m.held {
		if h.key == k && within(h.at, now) {
			m.held = append(m.held[:i], m.held[i+1:]...)
			return h.req, false
		}
	}
	if take(&m.sent, k, now) {
		return nil, true
	}
	m.seen = appendBounded(m.seen, seen{k, now})
	return nil, false
}

// release takes the extension's word, at now, that it reports a request
// to the daemon itself. It returns the proxy's held record of the request,
// to send at once; a record that comes later goes out as it comes.
func (m *matcher) release(method, rawURL string, now time.Time) *capture.Request {
	m.prune(now)
	k := requestKey(method, rawURL)
	for i, h := range m.held {
		if h.key == k && within(h.at, now) {
			m.held = append(m.held[:i], m.held[i+1:]...)
			return h.req
		}
	}
	m.released = appendBounded(m.released, seen{k, now})
	return nil
}

// due returns the held records whose hold is over at now, to send.
func (m *matcher) due(now time.Time) []*capture.Request {
	var out []*capture.Request
	n := 0
	for _, h := range m.held {
		if now.Sub(h.at) < m.hold {
			break
		}
		out = append(out, h.req)
		m.sent = appendBounded(m.sent, h.seen)
		n++
	}
	m.held = m.held[n:]
	return out
}

// prune forgets what is too old to match anything arriving at now.
func (m *matcher) prune(now time.Time) {
	for _, l := range []*[]seen{&m.sent, &m.seen, &m.released} {
		n := 0
		for n < len(*l) && !within((*l)[n].at, now) {
			n++
		}
		*l = (*l)[n:]
	}
}

// take removes the oldest entry of l for key k close to now, reporting
// whether there was one.
func take(l *[]seen, k string, now time.Time) bool {
	for i, s := range *l {
		if s.key == k && within(s.at, now) {
			*l = append((*l)[:i], (*l)[i+1:]...)
			return true
		}
	}
	return false
}

func within(at, now time.Time) bool {
	d := now.Sub(at)
	return d < matchWindow && d > -matchWindow
}

func appendBounded(l []seen, s seen) []seen {
	if len(l) >= maxRemembered {
		l = l[1:]
	}
	return append(l, s)
}
