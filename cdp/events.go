package cdp

import (
	"encoding/json"
	"strings"
	"time"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"

	"github.com/chromedp/cdproto/audits"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
)

// event maps one protocol event to errbundle's. Must be called with s.mu
// held.
func (s *session) event(ev any, params jsonv2.Value) {
	if s.csp != nil {
		if is, ok := ev.(*audits.EventIssueAdded); ok {
			s.placeCSP(is.Issue)
		}
		s.emit(kindLogs, *s.csp)
		s.csp = nil
	}
	switch ev := ev.(type) {
	case *runtime.EventExceptionThrown:
		s.exception(ev)
	case *runtime.EventConsoleAPICalled:
		s.console(ev)
	case *runtime.EventBindingCalled:
		s.bindingCalled(ev)
	case *log.EventEntryAdded:
		s.logEntry(ev.Entry)
	case *audits.EventIssueAdded:
		s.issue(ev.Issue, params)
	case *network.EventRequestWillBeSent:
		s.requestStarted(ev)
		if ev.Type == network.ResourceTypeDocument && string(ev.RequestID) == string(ev.LoaderID) && string(ev.FrameID) == string(s.targetID) {
			s.navLoader, s.navStart = string(ev.LoaderID), time.UnixMicro(int64(ev.WallTime.Float64()*1e6)).UTC()
		}
	case *network.EventResponseReceived:
		s.responseReceived(ev)
	case *network.EventLoadingFinished:
		s.loadingFinished(ev)
	case *network.EventLoadingFailed:
		s.loadingFailed(ev)
	case *page.EventFrameNavigated:
		s.frameNavigated(ev)
	case *page.EventNavigatedWithinDocument:
		if string(ev.FrameID) == string(s.targetID) {
			from := s.url
			s.url = ev.URL
			s.emit(kindActions, wireAction{Timestamp: wireTime(s.b.cfg.Now()), Type: "navigate", Text: string(ev.NavigationType),
				URL: from, ToURL: ev.URL, TabID: s.tab, PageURL: ev.URL})
		}
	}
}

// frameNavigated records a page load, the start of get_errors' recency,
// when the target's own document changes: its time is the navigation's
// start, as the capture script takes performance.timeOrigin, so that an
// error thrown while the page loads is after it.
func (s *session) frameNavigated(ev *page.EventFrameNavigated) {
	f := ev.Frame
	if f == nil || string(f.ID) != string(s.targetID) {
		return // a frame inside the page: its own target, or the page's business
	}
	s.flushPanic()
	clear(s.failed)
	from := s.url
	s.url = f.URL + f.URLFragment
	t := s.b.cfg.Now().UTC()
	if s.navLoader == string(f.LoaderID) && !s.navStart.IsZero() {
		t = s.navStart
	}
	s.emit(kindActions, wireAction{Timestamp: wireTime(t), Type: "load", Text: "navigate", URL: from, ToURL: s.url,
		TabID: s.tab, PageURL: s.url})
}

// logEntry maps Log.entryAdded: what the browser itself reports to the
// console, that no page script can see — CSP violations, interventions,
// deprecations, mixed content. A network entry ("Failed to load
// resource") is left out: its request is recorded with its reason.
func (s *session) logEntry(e *log.Entry) {
	if e == nil || e.Source == log.EntrySourceNetwork && e.NetworkRequestID != "" {
		return
	}
	level := ""
	switch e.Level {
	case log.EntryLevelError:
		level = "error"
	case log.EntryLevelWarning:
		level = "warn"
	default:
		if e.Source != log.EntrySourceIntervention {
			return
		}
		level = "warn"
	}
	l := wireLog{Timestamp: msTime(e.Timestamp), Level: level, Message: clipText(e.Text, maxMessage),
		URL: e.URL, Line: e.LineNumber + 1, TabID: s.tab, PageURL: s.url}
	if e.LineNumber == 0 {
		l.Line = 0 // absent, more often than the first line
	}
	if top := topFrame(e.StackTrace); top != nil {
		l.Stack = clipText(renderStack(e.StackTrace), maxStack)
		l.URL, l.Line, l.Column = top.URL, top.LineNumber+1, top.ColumnNumber+1
	}
	if e.Source == log.EntrySourceSecurity && l.Line == 0 {
		// A CSP violation a script caused is logged with no place; the
		// DevTools issue that follows it names the place.
		s.csp = &l
		return
	}
	s.emit(kindLogs, l)
}

// placeCSP gives the CSP violation waiting in s.csp the place its issue
// names. Must be called with s.mu held.
func (s *session) placeCSP(is *audits.InspectorIssue) {
	if is == nil || is.Details == nil || is.Details.ContentSecurityPolicyIssueDetails == nil {
		return
	}
	if at := is.Details.ContentSecurityPolicyIssueDetails.SourceCodeLocation; at != nil && at.URL != "" && at.LineNumber >= 0 {
		s.csp.URL, s.csp.Line, s.csp.Column = at.URL, at.LineNumber+1, at.ColumnNumber+1
	}
}

// issueCodes are the DevTools issues that name a cause nothing else
// reports: CSP and CORS issues repeat a log entry and a failed request.
var issueCodes = map[audits.InspectorIssueCode]bool{
	audits.InspectorIssueCodeCookieIssue:            true,
	audits.InspectorIssueCodeMixedContentIssue:      true,
	audits.InspectorIssueCodeBlockedByResponseIssue: true,
	audits.InspectorIssueCodeSharedArrayBufferIssue: true,
	audits.InspectorIssueCodeGenericIssue:           true,
	audits.InspectorIssueCodeHeavyAdIssue:           true,
	audits.InspectorIssueCodeStylesheetLoadingIssue: true,
}

// issue maps Audits.issueAdded, for the codes in issueCodes, to a warning
// that names the issue and its details.
func (s *session) issue(is *audits.InspectorIssue, params jsonv2.Value) {
	if is == nil || !issueCodes[is.Code] {
		return
	}
	var raw struct {
		Issue struct {
			Details map[string]json.RawMessage `json:"details"`
		} `json:"issue"`
	}
	detail := ""
	if json.Unmarshal(params, &raw) == nil {
		for _, v := range raw.Issue.Details {
			detail = string(v)
		}
	}
	msg := "DevTools issue " + strings.TrimSuffix(string(is.Code), "Issue") + prefixed(": ", clipText(detail, 2000))
	s.emit(kindLogs, wireLog{Timestamp: wireTime(s.b.cfg.Now()), Level: "warn", Message: msg, TabID: s.tab, PageURL: s.url})
}
