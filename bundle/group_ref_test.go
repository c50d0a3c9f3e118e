package bundle

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/fingerprint"
	"github.com/errbundle/errbundle/internal/clip"
)

// RefGroup is the first get_errors grouping, kept as the reference that
// the differential test checks [Group] against: it walked every buffer
// newest first and looked each occurrence up by its key strings.
var RefGroup = refGroup

func refGroup(snap *capture.Snapshot, opt GroupOptions) Groups {
	if opt.Limit <= 0 {
		opt.Limit = 25
	}
	groups := make(map[groupKey]*Entry)
	var res Groups
	// keep reports whether an occurrence counts: inside the asked range.
	keep := func(tab capture.TabID, at time.Time) bool {
		if !opt.Since.IsZero() {
			return !at.Before(opt.Since)
		}
		if load, ok := snap.PageLoads[tab]; ok && at.Before(load) {
			res.HiddenOlder++
			return false
		}
		return true
	}
	addOcc := func(k groupKey, severity, detail, pageURL string, at time.Time) {
		g := groups[k]
		if g == nil {
			g = &Entry{ID: groupID(k), Source: k.source, Category: k.category, Location: k.location,
				Severity: severity, FirstSeen: Time(at), LastSeen: Time(at)}
			groups[k] = g
		}
		g.Count++
		if !at.Before(time.Time(g.LastSeen)) {
			g.LastSeen = Time(at)
			g.Detail, g.PageURL = detail, pageURL
		}
		if at.Before(time.Time(g.FirstSeen)) {
			g.FirstSeen = Time(at)
		}
	}
	messages := make(map[groupKey]string)
	// firstSeen holds each group's distinct messages with their earliest
	// time, for its variants.
	firstSeen := make(map[groupKey]map[string]time.Time)
	seen := func(k groupKey, msg string, at time.Time) {
		if firstSeen[k] == nil {
			firstSeen[k] = map[string]time.Time{}
		}
		if t, ok := firstSeen[k][msg]; !ok || at.Before(t) {
			firstSeen[k][msg] = at
		}
	}
	browser := opt.ProcessID == ""
	if browser {
		snap.Errors.All(func(e *capture.Error) bool {
			if !e.TabID.Matches(opt.TabID) || !keep(e.TabID, e.Time) {
				return true
			}
			k := groupKey{source: SourceJS, category: e.Type, message: e.Fingerprint, location: e.Location}
			if e.Kind == capture.KindConsole {
				k.source, k.category = SourceConsole, "error"
			} else if k.category == "" {
				k.category = "Error"
				if e.Kind == capture.KindRejection {
					k.category = "UnhandledRejection"
				}
			}
			addOcc(k, capture.SeverityError, "", e.PageURL, e.Time)
			messages[k] = refLatest(messages[k], e.Message)
			seen(k, e.Message, e.Time)
			return true
		})
		if opt.IncludeWarnings {
			snap.Logs.All(func(l *capture.Log) bool {
				if l.Level != capture.LevelWarn || l.Noise || !l.TabID.Matches(opt.TabID) || !keep(l.TabID, l.Time) {
					return true
				}
				k := groupKey{source: SourceConsole, category: "warning", message: l.Fingerprint, location: l.Location}
				addOcc(k, capture.SeverityWarning, "", l.PageURL, l.Time)
				messages[k] = refLatest(messages[k], l.Message)
				seen(k, l.Message, l.Time)
				return true
			})
		}
		snap.Requests.All(func(r *capture.Request) bool {
			if !r.Failed() || r.Noise || !r.TabID.Matches(opt.TabID) {
				return true
			}
			severity := capture.SeverityError
			if r.Status >= 400 && r.Status < 500 {
				severity = capture.SeverityWarning
			}
			if (severity == capture.SeverityWarning && !opt.IncludeWarnings) || !keep(r.TabID, r.Time) {
				return true
			}
			k := groupKey{source: SourceHTTP, category: strconv.Itoa(r.Status), location: r.Method + " " + r.Fingerprint}
			head := strconv.Itoa(r.Status) + " " + http.StatusText(r.Status)
			detail := r.Method + " " + fingerprint.URLPath(r.URL)
			if msg := BodyMessage(r.ResponseBody, r.ContentType, 200); msg != "" {
				detail += fmt.Sprintf(" → %q", msg)
			}
			if r.Status == 0 {
				k.source, k.category = SourceTransport, "transport"
				head = "request failed"
				if r.Error != "" {
					head = clip.Head(r.Error, 200)
				}
			}
			addOcc(k, severity, detail, r.PageURL, r.Time)
			messages[k] = head
			seen(k, head, r.Time)
			return true
		})
	}
	if opt.TabID == "" {
		procs := make(map[string]*capture.Process, len(snap.Processes))
		for i, p := range snap.Processes {
			procs[p.ID] = &snap.Processes[i]
		}
		since := func(p *capture.Problem) time.Time {
			if pr := procs[p.Process]; pr != nil {
				return pr.SinceScope(p.Scope)
			}
			return time.Time{}
		}
		snap.Problems.All(func(p *capture.Problem) bool {
			if opt.ProcessID != "" && p.Process != opt.ProcessID {
				return true
			}
			if p.Severity == capture.SeverityWarning && !opt.IncludeWarnings {
				return true
			}
			if !opt.Since.IsZero() && p.Time.Before(opt.Since) {
				return true
			}
			if opt.Since.IsZero() && p.Time.Before(since(p)) {
				res.HiddenOlder++
				return true
			}
			k := groupKey{source: sourceProcess + p.Process, category: p.Category, message: p.Fingerprint, location: p.Location}
			addOcc(k, p.Severity, "", "", p.Time)
			messages[k] = refLatest(messages[k], p.Message)
			seen(k, p.Message, p.Time)
			return true
		})
	}
	all := make([]Entry, 0, len(groups))
	for k, g := range groups {
		g.Message = messages[k]
		g.Variants, g.MoreVariants = refVariants(firstSeen[k], g.Message)
		// Fixed through hot module replacement after its last occurrence.
		if t, ok := snap.HotUpdates[capture.ModulePath(g.Location)]; ok && opt.Since.IsZero() && g.Location != "" &&
			(g.Source == SourceJS || g.Source == SourceConsole) && t.After(time.Time(g.LastSeen)) {
			res.HiddenOlder += g.Count
			continue
		}
		if g.Severity == capture.SeverityError {
			res.ErrorCount++
		} else {
			res.WarningCount++
		}
		all = append(all, *g)
	}
	slices.SortFunc(all, func(a, b Entry) int {
		if a.Severity != b.Severity {
			if a.Severity == capture.SeverityError {
				return -1
			}
			return 1
		}
		if c := time.Time(b.LastSeen).Compare(time.Time(a.LastSeen)); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	if len(all) > opt.Limit {
		all = all[:opt.Limit]
	}
	res.Entries = all
	return res
}

// refVariants: every distinct message but the latest, oldest first, the
// first four of them, then the latest.
func refVariants(first map[string]time.Time, latest string) ([]string, int) {
	if len(first) < 2 {
		return nil, 0
	}
	var older []string
	for m := range first {
		if m != latest {
			older = append(older, m)
		}
	}
	slices.SortFunc(older, func(a, b string) int {
		if c := first[a].Compare(first[b]); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	out := append(older[:min(len(older), 4)], latest)
	for i := range out {
		out[i] = clip.Head(out[i], 200)
	}
	return out, min(len(first), maxCounted) - len(out)
}

func refLatest(have, msg string) string {
	if have != "" {
		return have
	}
	return msg
}
