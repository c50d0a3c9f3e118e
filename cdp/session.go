package cdp

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/target"
)

// A session is errbundle's attachment to one target: a page, an
// out-of-process iframe, or a worker. Events of an iframe or a dedicated
// worker carry the tab id of the page they belong to; a page's tab id is
// made from its target id, the same for every errbundle attached to it,
// so that two observers of one tab agree on which tab it was.
type session struct {
	b        *browser
	id       target.SessionID
	targetID target.ID
	typ      string // page, iframe, worker, shared_worker, service_worker
	tab      string
	parent   *session

	mu       sync.Mutex // guards url, requests, failed, rejected, panic, closed, navLoader, navStart, csp
	url      string     // the target's document or script, as last navigated
	requests map[string]*request
	failed   map[string]string    // request id → why it failed, for "Failed to fetch"
	rejected map[string]wireError // request id → its "Failed to fetch", waiting for the reason
	panic    *goPanic             // a Go panic being printed, line by line
	closed   bool
	// The navigation request of the target's document: its loader id
	// and when it started.
	navLoader string
	navStart  time.Time
	// A CSP violation logged with no place, waiting for its issue.
	csp *wireLog
}

func newSession(b *browser, id target.SessionID, info *target.Info, parent *session) *session {
	s := &session{b: b, id: id, targetID: info.TargetID, typ: info.Type, url: info.URL, parent: parent,
		requests: make(map[string]*request), failed: make(map[string]string), rejected: make(map[string]wireError)}
	s.tab = tabID(info.TargetID)
	if parent != nil && (s.typ == "iframe" || s.typ == "worker") {
		s.tab = parent.tab
	}
	return s
}

// tabID names a tab by its target id, shortened: the ids are 32 hex
// digits, and 8 tell a browser's tabs apart in a reply.
func tabID(id target.ID) string {
	s := string(id)
	if len(s) > 8 {
		s = s[:8]
	}
	return "cdp-" + strings.ToLower(s)
}

// setup enables the domains whose events errbundle reads. Errors are
// ignored: each target type lacks some domains (a worker has no Page).
// Nothing here pauses the target or changes what it does, and
// Debugger is never enabled: breakpoints another client set keep working
// as that client expects, and no script is parsed for errbundle.
func (s *session) setup(ctx context.Context) {
	call := func(method string, params any) error { return s.b.c.call(ctx, s.id, method, params, nil) }
	// The target runs on while errbundle attaches (it is never paused):
	// Network first, since it alone reports nothing of what happened
	// before it was enabled; Runtime and Log replay what they hold.
	_ = call("Network.enable", map[string]any{"maxPostDataSize": maxBody})
	s.learnURL(ctx)
	isFrame := s.typ == "page" || s.typ == "iframe"
	var wg sync.WaitGroup
	do := func(f func()) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f()
		}()
	}
	do(func() { _ = call("Runtime.enable", nil) })
	do(func() { _ = call("Log.enable", nil) })
	if isFrame {
		do(func() { _ = call("Page.enable", nil) })
		do(func() { s.injectActions(ctx) })
		do(func() { _ = call("Audits.enable", nil) })
		// This target's out-of-process iframes and dedicated workers:
		// the browser-wide auto-attach covers pages and service workers.
		do(func() { _ = call("Target.setAutoAttach", autoAttach()) })
	}
	wg.Wait()
}

// learnURL reads the target's URL as of now: it may have navigated
// before Page was enabled (an iframe commits its document as it is
// attached), and the events Runtime replays need the page they were on.
func (s *session) learnURL(ctx context.Context) {
	var info struct {
		TargetInfo *target.Info `json:"targetInfo"`
	}
	if s.b.c.call(ctx, "", "Target.getTargetInfo", &target.GetTargetInfoParams{TargetID: s.targetID}, &info) != nil || info.TargetInfo == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.url == "" || s.url == "about:blank" {
		s.url = info.TargetInfo.URL
	}
}

// handle takes one of the session's events, on the reading goroutine.
func (s *session) handle(msg *cdproto.Message) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	ev, err := cdproto.UnmarshalMessage(msg)
	if err != nil {
		return // an event cdproto does not know, or a bad one
	}
	s.event(ev, msg.Params)
}

// close flushes a Go panic still being printed. Must not be called with
// s.mu held.
func (s *session) close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	s.flushPanic()
	if s.csp != nil {
		s.emit(kindLogs, *s.csp)
	}
	for _, e := range s.rejected {
		s.emit(kindErrors, e)
	}
	clear(s.rejected)
	s.closed = true
}

// policyURL is the URL the origin policy judges: the target's own, or
// for a worker made from a blob: or data: URL, its page's.
// Must be called with s.mu held.
func (s *session) policyURL() string {
	if strings.HasPrefix(s.url, "http:") || strings.HasPrefix(s.url, "https:") || s.parent == nil {
		return s.url
	}
	return s.parent.currentURL()
}

func (s *session) currentURL() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.url
}

// emit sends an event of the session's target if its origin is recorded.
// Must be called with s.mu held, so that the URL it judges is the one the
// event happened at.
func (s *session) emit(kind string, v any) {
	if !s.b.cfg.Origins.Allowed(s.policyURL()) {
		return
	}
	s.send(kind, v)
}

// send sends an event whose origin was already judged. It needs no lock.
func (s *session) send(kind string, v any) {
	raw, err := json.Marshal(v)
	if err != nil {
		return
	}
	s.b.cfg.Sink(kind, raw)
}

// unmarshal reads params into v, reporting whether it could.
func unmarshal(params jsonv2.Value, v any) bool { return jsonv2.Unmarshal(params, v) == nil }
