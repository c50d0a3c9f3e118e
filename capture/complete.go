package capture

import (
	"maps"
	"strings"
)

// InitiatorProxy marks a request recorded by errbundle proxy rather than
// reported by the page: the proxy knows no initiator of its own.
const InitiatorProxy = "proxy"

// completeRequest completes the stored request with seq with what a later
// observer's report of the same request, r, has and it lacks, if the ring
// still holds it. The extension knows the tab, the initiator and the
// bodies as the page sent and read them; errbundle proxy knows every
// header the wire carried and the status of a load the page could not
// read; whichever came first is kept and the other fills its gaps. Must
// be called with s.mu held.
//
// The stored event is shared with every snapshot taken since it was
// stored, so it is not modified: a completed copy takes its place, under
// the same time and sequence number. Both reports were redacted and
// capped on arrival, so the copy needs neither again; the byte budget is
// enforced once the batch is in.
func (s *Store) completeRequest(seq uint64, r *Request) {
	kept := s.requests.get(seq)
	if kept == nil {
		return // evicted since
	}
	c, changed := completed(kept, r)
	if !changed {
		return
	}
	s.maxDur = max(s.maxDur, c.Duration)
	s.bytes += s.requests.replace(seq, c, requestSize(c), c.TabID)
}

// completed is a copy of kept with its empty fields filled from later,
// and whether any was: never a field kept already has, so what the first
// observer said stands. Derived fields are derived again from the result.
func completed(kept, later *Request) (*Request, bool) {
	c := *kept
	changed := false
	fill := func(dst *string, src string) {
		if *dst == "" && src != "" {
			*dst, changed = src, true
		}
	}
	fill((*string)(&c.TabID), string(later.TabID))
	fill(&c.PageURL, later.PageURL)
	fill(&c.ContentType, later.ContentType)
	fill(&c.Error, later.Error)
	fill(&c.TraceID, later.TraceID)
	if c.Initiator == InitiatorProxy && later.Initiator != "" {
		// The proxy's mark says only who recorded it; the page's says
		// what sent it.
		c.Initiator, changed = later.Initiator, true
	}
	fill(&c.Initiator, later.Initiator)
	tookBody := c.RequestBody == "" && later.RequestBody != "" || c.ResponseBody == "" && later.ResponseBody != ""
	fill(&c.RequestBody, later.RequestBody)
	fill(&c.ResponseBody, later.ResponseBody)
	if tookBody && later.BodyTruncated {
		c.BodyTruncated = true
	}
	if c.Status == 0 && later.Status != 0 {
		c.Status, changed = later.Status, true
	}
	if c.Duration == 0 && later.Duration != 0 {
		c.Duration, changed = later.Duration, true
	}
	// The page's script knows the headers the app set; the proxy and the
	// browser those the browser added. Each name one lacks is taken.
	if h, ok := withHeaders(c.RequestHeaders, later.RequestHeaders); ok {
		c.RequestHeaders, changed = h, true
	}
	if h, ok := withHeaders(c.ResponseHeaders, later.ResponseHeaders); ok {
		c.ResponseHeaders, changed = h, true
	}
	if !changed {
		return kept, false
	}
	c.derive()
	return &c, true
}

// withHeaders is kept with the headers of later it has no value for, and
// whether there were any. Names are compared without case: the page's
// script writes them in lower case, the proxy in Go's canonical form.
// Neither map is modified: a stored event's map is shared with the
// snapshots that hold it.
func withHeaders(kept, later map[string]string) (map[string]string, bool) {
	has := make(map[string]bool, len(kept))
	for k := range kept {
		has[strings.ToLower(k)] = true
	}
	var out map[string]string
	for k, v := range later {
		if has[strings.ToLower(k)] {
			continue
		}
		if out == nil {
			out = make(map[string]string, len(kept)+len(later))
			maps.Copy(out, kept)
		}
		out[k] = v
	}
	return out, out != nil
}
