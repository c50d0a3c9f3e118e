package bundle

import (
	"cmp"
	"slices"
	"strings"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

// SourceBackend prefixes the source of a backend problem's get_errors
// entry: "backend:<service>".
const SourceBackend = "backend:"

// Caps of a backend problem in a bundle.
const (
	capBackend         = 5
	maxServerMessage   = 400
	maxServerStack     = 800
	backendOverhead    = 150
	serverItemOverhead = 120
)

// BackendItem is a backend problem as replies show it: under the failed
// request it caused (a network item's "server"), or on its own in a
// bundle's "backend" list.
type BackendItem struct {
	Service  string `json:"service"`
	Type     string `json:"type,omitempty"`
	Message  string `json:"message"`
	Location string `json:"location,omitempty"`
	Stack    string `json:"stack,omitempty"`
	Kind     string `json:"kind,omitempty"`
	Severity string `json:"severity,omitempty"`
	TraceID  string `json:"trace_id,omitempty"`
	Method   string `json:"method,omitempty"`
	Route    string `json:"route,omitempty"`
	Status   int    `json:"status,omitempty"`
	// Group is the problem's get_errors entry id.
	Group     string `json:"group,omitempty"`
	Timestamp Time   `json:"timestamp"`
}

// backendIndex finds the backend problem of a trace. A trace may hold
// several reports of one failure (Sentry's error event and its error
// spans, OpenTelemetry's handler and server spans): they are merged into
// one, the exception from the report with a stack, the request from the
// one that served it.
type backendIndex struct {
	byTrace map[string]*capture.Backend // merged, by trace id and by quoted request trace id
	// merged lists one problem per trace (and each problem with no trace),
	// in time order.
	merged []*capture.Backend
}

// newBackendIndex indexes every backend problem of snap.
func newBackendIndex(snap *capture.Snapshot) *backendIndex {
	x := &backendIndex{byTrace: make(map[string]*capture.Backend)}
	if snap.Backend.Len() == 0 {
		return x
	}
	// Where a Dedupe'd repeat (an error span with no event) happened is
	// where its first occurrence, with a stack, did.
	locs := make(map[[3]string]string)
	own := make(map[string]*capture.Backend)
	snap.Backend.All(func(p *capture.Backend) bool {
		if p.Location != "" {
			locs[[3]string{p.Service, p.Type, p.Fingerprint}] = p.Location
		}
		if p.TraceID == "" {
			x.merged = append(x.merged, p)
			return true
		}
		m := own[p.TraceID]
		if m == nil {
			c := *p
			own[p.TraceID] = &c
			x.merged = append(x.merged, &c)
			return true
		}
		mergeBackend(m, p)
		return true
	})
	for _, m := range x.merged {
		if m.Location == "" && m.Type != "" {
			m.Location = locs[[3]string{m.Service, m.Type, m.Fingerprint}]
		}
		if m.TraceID == "" {
			continue
		}
		x.byTrace[m.TraceID] = m
	}
	// Quoted ids second: a trace's own id wins over a quote of it.
	for _, m := range x.merged {
		for _, id := range m.RequestTraceIDs {
			if _, ok := x.byTrace[id]; !ok {
				x.byTrace[id] = m
			}
		}
	}
	slices.SortStableFunc(x.merged, func(a, b *capture.Backend) int { return a.Time.Compare(b.Time) })
	return x
}

// mergeBackend adds to m, the problem of a trace so far, what p, another
// report of the same trace, knows better: an exception with a stack beats
// a bare error span; the request's method, route and status fill gaps.
func mergeBackend(m, p *capture.Backend) {
	better := p.Stack != "" && m.Stack == "" || p.Type != "" && m.Type == "" ||
		p.Kind == capture.BackendEvent && m.Kind != capture.BackendEvent && p.Stack != ""
	if better {
		method, route, status, quoted := m.Method, m.Route, m.Status, m.RequestTraceIDs
		*m = *p
		m.Method, m.Route, m.Status = cmp.Or(m.Method, method), cmp.Or(m.Route, route), cmp.Or(m.Status, status)
		if len(m.RequestTraceIDs) == 0 {
			m.RequestTraceIDs = quoted
		}
		return
	}
	m.Method, m.Route, m.Status = cmp.Or(m.Method, p.Method), cmp.Or(m.Route, p.Route), cmp.Or(m.Status, p.Status)
	if len(m.RequestTraceIDs) == 0 {
		m.RequestTraceIDs = p.RequestTraceIDs
	}
	if m.Severity != capture.SeverityError {
		m.Severity = p.Severity
	}
}

// forRequest is the backend problem a request caused: the one of its
// trace, or the one whose request quoted its trace id.
func (x *backendIndex) forRequest(r *capture.Request) *capture.Backend {
	if x == nil || len(x.byTrace) == 0 {
		return nil
	}
	id := r.TraceID
	if id == "" {
		// Recorded by the proxy: the headers the page sent.
		id = capture.HeadersTraceID(r.RequestHeaders)
	}
	if id == "" {
		return nil
	}
	return x.byTrace[id]
}

// newBackendItem renders p, its message and stack clipped.
func newBackendItem(p *capture.Backend, maxStack int) BackendItem {
	it := BackendItem{Service: p.Service, Type: p.Type, Message: clip.Head(p.Message, maxServerMessage),
		Location: p.Location, Kind: p.Kind, TraceID: p.TraceID, Method: p.Method, Route: p.Route,
		Status: p.Status, Group: groupID(backendKey(p)), Timestamp: Time(p.Time)}
	if p.Severity != capture.SeverityError {
		it.Severity = p.Severity
	}
	if maxStack > 0 {
		it.Stack = clip.Head(p.Stack, maxStack)
	}
	return it
}

// serverItem is the short form shown under a network item.
func serverItem(p *capture.Backend) *BackendItem {
	it := newBackendItem(p, 0)
	it.TraceID = "" // the request shows it
	return &it
}

func backendItemSize(it *BackendItem) int {
	return backendOverhead + len(it.Service) + len(it.Type) + escaped(it.Message) + len(it.Location) + escaped(it.Stack) +
		len(it.Kind) + len(it.Severity) + len(it.TraceID) + len(it.Method) + len(it.Route) + len(it.Group) + timestampSize
}

// backendKey is the get_errors group of a backend problem.
func backendKey(p *capture.Backend) groupKey {
	category := p.Type
	if category == "" {
		category = p.Kind
		if p.Kind == capture.BackendSpan {
			category = "error span"
		}
	}
	return groupKey{source: SourceBackend + p.Service, category: category, message: p.Fingerprint, location: p.Location}
}

// unmatched lists the merged backend problems of [from, to] that no
// request of the bundle carries, newest last, at most capBackend, within
// budget bytes; it returns them, how many were left out and the bytes
// used.
func (x *backendIndex) unmatched(from, to int64, shown map[*capture.Backend]bool, budget int) ([]BackendItem, int, int) {
	var out []BackendItem
	omitted, used := 0, 0
	for i := len(x.merged) - 1; i >= 0; i-- {
		p := x.merged[i]
		t := p.Time.UnixNano()
		if t < from || t > to || shown[p] {
			continue
		}
		it := newBackendItem(p, maxServerStack)
		size := backendItemSize(&it)
		if len(out) >= capBackend || used+size > budget {
			it.Stack = ""
			size = backendItemSize(&it)
			if len(out) >= capBackend || used+size > budget {
				omitted++
				continue
			}
		}
		used += size
		out = append(out, it)
	}
	slices.Reverse(out)
	return out, omitted, used
}

// backends adds the get_errors entries of backend problems: one
// occurrence per trace (see [backendIndex]), grouped by service, type,
// normalised message and first application frame.
func (gr *grouper) backends() {
	if gr.index == nil {
		gr.index = newBackendIndex(gr.snap)
	}
	for _, p := range gr.index.merged {
		switch {
		case !gr.opt.arrived(p.Seq),
			p.Severity == capture.SeverityWarning && !gr.opt.IncludeWarnings,
			!gr.opt.Since.IsZero() && p.Time.Before(gr.opt.Since):
			continue
		}
		k := backendKey(p)
		g := gr.byKey[k]
		if g == nil {
			g = &group{Entry: Entry{ID: groupID(k), Source: k.source, Category: k.category, Location: k.location,
				Severity: p.Severity, FirstSeen: Time(maxTime), LastSeen: Time{}}}
			gr.byKey[k] = g
		}
		if g.occur(&p.Meta, p.Message) && p.Method != "" {
			g.Detail = strings.TrimSpace(p.Method + " " + p.Route)
		}
	}
}

// backendGroup is the id of the get_errors entry of the backend problem a
// failed request caused, "" if none is known.
func (gr *grouper) backendGroup(r *capture.Request) string {
	if gr.index == nil {
		gr.index = newBackendIndex(gr.snap)
	}
	if p := gr.index.forRequest(r); p != nil {
		return groupID(backendKey(p))
	}
	return ""
}
