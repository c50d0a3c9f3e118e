package bundle

import (
	"time"

	"github.com/errbundle/errbundle/capture"
)

// The action that led to an error can be older than the error's window.
// A click on a Next.js <Link> navigates client-side: the router fetches
// the new page's RSC payload, and a dev server compiles the page on its
// first visit, so the new page renders, and throws, seconds after the
// click. The window then holds the navigation (pushState) and its request,
// in flight since before the window, but not the click that started them:
// the agent reads that the page broke, not that "Open weekly report" was
// clicked. So a navigation in the window with no action of the user's
// before it in the window, or a request in flight since before the window
// that an action started, brings that action in.

// navigationLeadIn bounds how long before a navigation the action that
// started it may be: a dev server's first compile of a page takes
// seconds, a cold one tens of them.
const navigationLeadIn = 30 * time.Second

// requestLeadIn bounds how long before a request's start the action that
// started it may be: a handler fetches at once.
const requestLeadIn = time.Second

// leadingAction returns the user's action before to that started a
// navigation or a request of e's window, or nil: the latest click, submit
// or Enter before the window's first navigation, in the window or at most
// navigationLeadIn before the navigation, or within requestLeadIn before
// the start of the earliest request in flight since before from. reqStart
// is that start, zero for none. A page load or another navigation between
// ends the search: what came before led to another page.
//
// The action is the same whether the dev server took seconds to compile
// the new page (the click before the window) or not (the click inside
// it): either way the caller keeps it whatever the budget, which a click
// ranked among the window's other actions is not.
func leadingAction(snap *capture.Snapshot, tab capture.TabID, from, to, reqStart time.Time) *capture.Action {
	var nav time.Time
	var user *capture.Action // the latest action of the user's before nav in the window
	loaded := false          // a page load in the window, no action of the user's since
	snap.Actions.AscendTab(tab, from, to, func(a *capture.Action) bool {
		switch {
		case isUserAction(a):
			user, loaded = a, false
		case a.Type == capture.ActionLoad:
			user, loaded = nil, true
		case a.Type == capture.ActionNavigate:
			nav = a.Time
			return false
		}
		return true
	})
	if !nav.IsZero() && user != nil {
		return user
	}
	var since time.Time
	switch {
	case !nav.IsZero() && !loaded:
		since = nav.Add(-navigationLeadIn)
	case !reqStart.IsZero() && reqStart.Before(from):
		since = reqStart.Add(-requestLeadIn)
	default:
		return nil
	}
	var lead *capture.Action
	snap.Actions.AscendTab(tab, since, from.Add(-time.Nanosecond), func(a *capture.Action) bool {
		switch {
		case isUserAction(a):
			lead = a
		case a.Type == capture.ActionLoad || a.Type == capture.ActionNavigate:
			lead = nil
		}
		return true
	})
	if lead != nil && nav.IsZero() && lead.Time.After(reqStart) {
		return nil // after the request started: not what started it
	}
	return lead
}

// keep ranks a with the failed requests: the window's candidate for it
// when it is in the window, else a new candidate added with add.
func keep(cands []candidate, a *capture.Action, add func(candidate)) {
	for i := range cands {
		if c := &cands[i]; c.kind == kindAction && c.act == a {
			c.tier = tierFailed
			c.rank = uint64(tierFailed)<<tierShift | c.rank&(1<<tierShift-1)
			return
		}
	}
	add(candidate{tier: tierFailed, nanos: a.Time.UnixNano(), seq: a.Seq, kind: kindAction, act: a})
}

// isUserAction reports an action the user took that can start a
// navigation or a request: a click, a form's submit, Enter.
func isUserAction(a *capture.Action) bool {
	return a.Type == "click" || a.Type == "submit" || a.Type == "keydown"
}

// firstStart is the earliest start of the window's requests that were in
// flight before from, zero for none.
func firstStart(cands []candidate, from time.Time) time.Time {
	var first time.Time
	for _, c := range cands {
		if c.kind != kindNetwork {
			continue
		}
		if st := c.req.Start(); st.Before(from) && (first.IsZero() || st.Before(first)) {
			first = st
		}
	}
	return first
}
