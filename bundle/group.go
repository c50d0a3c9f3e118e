package bundle

import (
	"fmt"
	"hash/fnv"
	"net/http"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/fingerprint"
	"github.com/errbundle/errbundle/internal/clip"
)

// Sources of get_errors entries.
const (
	SourceJS        = "browser:js"
	SourceConsole   = "browser:console"
	SourceHTTP      = "network:http"
	SourceTransport = "network:transport"
	sourceProcess   = "process:"
)

// Entry is one group of identical problems.
type Entry struct {
	ID       string `json:"id"`
	Source   string `json:"source"`
	Category string `json:"category"`
	Message  string `json:"message"`
	Detail   string `json:"detail,omitempty"`
	Location string `json:"location,omitempty"`
	// Function is the function a browser error's Location is in, as the
	// program names it, when a source map or the served code says.
	Function string `json:"function,omitempty"`
	// SourceContext is the original source around a browser error's
	// Location, when a source map gave it, or around a dev server's
	// problem (see [ProblemSource]).
	SourceContext string `json:"source_context,omitempty"`
	PageURL       string `json:"page_url,omitempty"`
	Count         int    `json:"count"`
	FirstSeen     Time   `json:"first_seen"`
	LastSeen      Time   `json:"last_seen"`
	Severity      string `json:"severity"`

	// Backtrace is the script backtrace of a dev server's problem, most
	// recent call first, when its block lists one: Godot's, from its
	// console (4.5+) or errbundle run's debugger.
	Backtrace []string `json:"backtrace,omitempty"`

	// ComponentStack is React's component stack of a browser error, as
	// [ErrorItem] has it, from the first occurrence that has one.
	ComponentStack []string `json:"component_stack,omitempty"`

	// Backend is the id of the backend entry that caused a failed
	// request's group (its latest failure), when a backend reported it.
	Backend string `json:"backend,omitempty"`

	// Variants are the group's distinct messages when they differ (the
	// files, ids or numbers that failed), the first ones and the latest;
	// MoreVariants counts the distinct messages beyond them.
	Variants     []string `json:"variants,omitempty"`
	MoreVariants int      `json:"more_variants,omitempty"`
}

// GroupOptions shape a get_errors query.
type GroupOptions struct {
	ProcessID string        // only this process's problems (and no browser ones)
	TabID     capture.TabID // only this tab's problems (and no process ones)
	// Since overrides the default cut-off: the latest page load of each tab
	// and the latest restart or successful build of each process.
	Since           time.Time
	IncludeWarnings bool
	Limit           int // default 25
	// After keeps only the occurrences that arrived after this
	// [capture.Meta.Seq]; 0 keeps all.
	After uint64
	// Upto keeps only the occurrences that arrived up to this
	// [capture.Meta.Seq] (see [GroupPageEnd]); 0 for no bound.
	Upto uint64
	// Locate maps browser errors to their original source, so that a group
	// is keyed, and shown, by the original location; a rebuild that shifts
	// the served positions does not split it. Nil groups by the stored
	// location.
	Locate Locator
	// ProblemSource, when set, places a dev server's problem in the
	// project's source (see [ProblemSource]).
	ProblemSource ProblemSource
}

// ProblemSource places a dev server's problem at path (absolute), line and
// column (0 when not given) in the project's source: the original
// location when path is a built script whose source map maps it ("" to
// keep the printed one), and the source around it with the line marked
// "> " ("" when it cannot or may not be read).
type ProblemSource func(path string, line, column int) (location, context string)

// Groups is the result of [Group].
type Groups struct {
	Entries      []Entry
	ErrorCount   int // groups of severity error, before the limit
	WarningCount int
	HiddenOlder  int // occurrences before the default cut-off
}

type groupKey struct{ source, category, message, location string }

// group accumulates the occurrences of one entry.
type group struct {
	Entry
	latestSeq uint64
	// failure is the latest failed request of a network entry: its body
	// gives the detail, worked out only for the entries listed.
	failure *capture.Request
	// problem is the first problem of a dev server's entry, and dir the
	// directory its process ran in: placed in the project's source only
	// for the entries listed.
	problem *capture.Problem
	dir     string
	vars    variants
}

// occur counts an occurrence and reports whether it is now the latest,
// whose message and page stand for the group.
func (g *group) occur(m *capture.Meta, message string) bool {
	g.Count++
	g.vars.add(message, m.Time)
	if m.Time.Before(time.Time(g.FirstSeen)) {
		g.FirstSeen = Time(m.Time)
	}
	if c := m.Time.Compare(time.Time(g.LastSeen)); c < 0 || c == 0 && m.Seq < g.latestSeq {
		return false
	}
	g.LastSeen, g.latestSeq = Time(m.Time), m.Seq
	g.Message, g.PageURL = message, m.PageURL
	return true
}

// grouper gathers the groups of one [Group] call. Each kind of event has
// its own map from the group hash computed at ingest, so that an
// occurrence costs one integer lookup; the key strings are built once per
// hash, and hashes whose keys agree share a group.
type grouper struct {
	opt    GroupOptions
	snap   *capture.Snapshot
	byKey  map[groupKey]*group
	hidden int
	index  *backendIndex // built on first use
}

// find returns the group of hash in byHash, making it from key on first
// sight.
func (gr *grouper) find(byHash map[uint64]*group, hash uint64, key func() groupKey, severity string) *group {
	if g := byHash[hash]; g != nil {
		return g
	}
	k := key()
	g := gr.byKey[k]
	if g == nil {
		g = &group{Entry: Entry{ID: groupID(k), Source: k.source, Category: k.category, Location: k.location,
			Severity: severity, FirstSeen: Time(maxTime), LastSeen: Time(time.Time{})}}
		gr.byKey[k] = g
	}
	byHash[hash] = g
	return g
}

// maxTime starts a group's FirstSeen, which its first occurrence lowers.
var maxTime = time.Unix(1<<40, 0)

// walk hands add the events of v that get_errors lists: relevant ones of
// the asked tab, in the asked range. Without a since, that range starts
// at each tab's latest page load, and the relevant events before it are
// counted as hidden.
func walk[T any](gr *grouper, v capture.View[T], meta func(*T) *capture.Meta, relevant func(*T) bool, add func(*T)) {
	if after := gr.opt.After; after > 0 {
		if v.LastSeq() <= after {
			return
		}
		isRelevant := relevant
		relevant = func(ev *T) bool { return meta(ev).Seq > after && isRelevant(ev) }
	}
	if upto := gr.opt.Upto; upto > 0 {
		isRelevant := relevant
		relevant = func(ev *T) bool { return meta(ev).Seq <= upto && isRelevant(ev) }
	}
	visit := func(ev *T) bool {
		if relevant(ev) {
			add(ev)
		}
		return true
	}
	tabs := v.Tabs()
	if tab := gr.opt.TabID; tab != "" {
		// The tab's events and those with no tab, which belong to every
		// tab (see [capture.TabID.Matches]).
		tabs = func(yield func(capture.TabID, capture.View[T]) bool) {
			_ = yield(tab, v.Tab(tab)) && yield("", v.Tab(""))
		}
	}
	if !gr.opt.Since.IsZero() {
		for _, tv := range tabs {
			tv.AscendFrom(gr.opt.Since, visit)
		}
		return
	}
	for tab, tv := range tabs {
		load, ok := gr.snap.PageLoads[tab]
		if !ok {
			tv.All(visit)
			continue
		}
		tv.All(func(ev *T) bool {
			if relevant(ev) {
				if meta(ev).Time.Before(load) {
					gr.hidden++
				} else {
					add(ev)
				}
			}
			return true
		})
	}
}

// Group builds one deduplicated, severity-sorted list of everything broken:
// browser errors, console errors and warnings, failed requests and dev-server
// problems. It is a pure function of the snapshot and options.
func Group(snap *capture.Snapshot, opt GroupOptions) Groups {
	if opt.Limit <= 0 {
		opt.Limit = 25
	}
	opt.Locate = WithReplays(snap, opt.Locate)
	gr := &grouper{opt: opt, snap: snap, byKey: make(map[groupKey]*group)}
	if opt.ProcessID == "" {
		gr.errors()
		if opt.IncludeWarnings {
			gr.warnings()
		}
		gr.requests()
	}
	if opt.TabID == "" {
		gr.problems()
	}
	if opt.ProcessID == "" {
		gr.backends()
	}
	return gr.result()
}

func (gr *grouper) errors() {
	byHash := make(map[uint64]*group)
	walk(gr, gr.snap.Errors, func(e *capture.Error) *capture.Meta { return &e.Meta },
		func(*capture.Error) bool { return true },
		func(e *capture.Error) {
			var context, function string // of the group's first error, found with its key
			g := gr.find(byHash, e.GroupHash(), func() groupKey {
				var loc string
				loc, context, function = located(e, gr.opt.Locate)
				k := groupKey{source: SourceJS, category: e.Type, message: e.Fingerprint, location: loc}
				if e.Kind == capture.KindConsole {
					k.source, k.category = SourceConsole, "error"
				} else if k.category == "" {
					k.category = "Error"
					if e.Kind == capture.KindRejection {
						k.category = "UnhandledRejection"
					}
				}
				return k
			}, capture.SeverityError)
			if g.SourceContext == "" {
				g.SourceContext, g.Function = context, function
			}
			if g.ComponentStack == nil && len(e.ComponentStack) > 0 {
				g.ComponentStack = components(e, gr.opt.Locate)
			}
			g.occur(&e.Meta, e.Message)
		})
}

func (gr *grouper) warnings() {
	byHash := make(map[uint64]*group)
	walk(gr, gr.snap.Logs, func(l *capture.Log) *capture.Meta { return &l.Meta },
		func(l *capture.Log) bool { return l.Level == capture.LevelWarn && !l.Noise },
		func(l *capture.Log) {
			var context, function string // of the group's first warning, found with its key
			g := gr.find(byHash, l.GroupHash(), func() groupKey {
				// Placed as a console error is: its call's stack mapped.
				var loc string
				loc, context, function = located(&capture.Error{Meta: l.Meta, Message: l.Message, Kind: capture.KindConsole,
					Stack: l.Stack, URL: l.URL, Line: l.Line, Column: l.Column, Location: l.Location}, gr.opt.Locate)
				return groupKey{source: SourceConsole, category: "warning", message: l.Fingerprint, location: loc}
			}, capture.SeverityWarning)
			if g.SourceContext == "" {
				g.SourceContext, g.Function = context, function
			}
			g.occur(&l.Meta, l.Message)
		})
}

func (gr *grouper) requests() {
	byHash := make(map[uint64]*group)
	walk(gr, gr.snap.Requests, func(r *capture.Request) *capture.Meta { return &r.Meta },
		func(r *capture.Request) bool {
			return r.Failed() && !r.Noise && (gr.opt.IncludeWarnings || requestSeverity(r) == capture.SeverityError)
		},
		func(r *capture.Request) {
			g := gr.find(byHash, r.GroupHash(), func() groupKey {
				k := groupKey{source: SourceHTTP, category: strconv.Itoa(r.Status), location: r.Method + " " + r.Fingerprint}
				if r.Status == 0 {
					k.source, k.category = SourceTransport, "transport"
				}
				return k
			}, requestSeverity(r))
			if g.occur(&r.Meta, requestHead(r)) {
				g.failure = r
			}
		})
}

// requestSeverity: a 4xx is the client's mistake, a warning; a 5xx or no
// response at all is an error.
func requestSeverity(r *capture.Request) string {
	if r.Status >= 400 && r.Status < 500 {
		return capture.SeverityWarning
	}
	return capture.SeverityError
}

// requestHead is a failed request's message: its status, or for a
// transport failure what the browser said, for a GraphQL response the
// first of its errors.
func requestHead(r *capture.Request) string {
	if r.Status == 0 {
		if r.Error != "" {
			return clip.Head(r.Error, 200)
		}
		return "request failed"
	}
	if r.GraphQLErrors && r.Error != "" {
		return clip.Head(r.Error, 200) // its status says all went well
	}
	return strconv.Itoa(r.Status) + " " + http.StatusText(r.Status)
}

// requestDetail is the method and path of a failed request, with the
// message its response body gives.
func requestDetail(r *capture.Request) string {
	detail := r.Method + " " + fingerprint.URLPath(r.URL)
	if msg := BodyMessage(r.ResponseBody, r.ContentType, 200); msg != "" {
		detail += fmt.Sprintf(" → %q", msg)
	}
	return detail
}

func (gr *grouper) problems() {
	since := make(map[string]time.Time, len(gr.snap.Processes))
	dirs := make(map[string]string, len(gr.snap.Processes))
	procs := make(map[string]*capture.Process, len(gr.snap.Processes))
	for i, p := range gr.snap.Processes {
		since[p.ID], dirs[p.ID], procs[p.ID] = p.Since(), p.Dir, &gr.snap.Processes[i]
	}
	// A multiplexed child's problem is retired by its own successful
	// build, not by another child's (see capture.Process.SinceScope).
	retired := func(p *capture.Problem) bool {
		if p.Scope == "" || p.Time.Before(since[p.Process]) {
			return p.Time.Before(since[p.Process])
		}
		pr := procs[p.Process]
		return pr != nil && p.Time.Before(pr.SinceScope(p.Scope))
	}
	// A problem the dev server forwarded from the browser is the page's:
	// a page loaded (or cleanly refreshed) after it without reporting it
	// again has it no more,
	// and neither has the dev server's own report of the same build error
	// (next dev --webpack prints both, and no success line after the fix).
	var lastLoad time.Time
	for _, t := range gr.snap.PageLoads {
		if t.After(lastLoad) {
			lastLoad = t
		}
	}
	type problemKey struct{ process, fingerprint, location string }
	forwarded := make(map[problemKey]time.Time) // latest forwarded report of each problem
	gr.snap.Problems.All(func(p *capture.Problem) bool {
		if k := (problemKey{p.Process, p.Fingerprint, p.Location}); p.Forwarded && p.Time.After(forwarded[k]) {
			forwarded[k] = p.Time
		}
		return true
	})
	if len(forwarded) > 0 {
		// A clean Fast Refresh counts as a page load here (see
		// lastCleanRefresh).
		if t := lastCleanRefresh(gr.snap); t.After(lastLoad) {
			lastLoad = t
		}
	}
	gone := func(p *capture.Problem) bool {
		if !p.Time.Before(lastLoad) {
			return false
		}
		last, ok := forwarded[problemKey{p.Process, p.Fingerprint, p.Location}]
		return ok && last.Before(lastLoad)
	}
	byHash := make(map[uint64]*group)
	gr.snap.Problems.All(func(p *capture.Problem) bool {
		switch {
		case !gr.opt.arrived(p.Seq),
			gr.opt.ProcessID != "" && p.Process != gr.opt.ProcessID,
			p.Severity == capture.SeverityWarning && !gr.opt.IncludeWarnings,
			!gr.opt.Since.IsZero() && p.Time.Before(gr.opt.Since):
			return true
		case gr.opt.Since.IsZero() && (retired(p) || gone(p)):
			gr.hidden++
			return true
		}
		g := gr.find(byHash, p.GroupHash(), func() groupKey {
			return groupKey{source: sourceProcess + p.Process, category: p.Category, message: p.Fingerprint, location: p.Location}
		}, p.Severity)
		if g.Count == 0 {
			g.problem, g.dir = p, dirs[p.Process]
		}
		g.occur(&p.Meta, p.Message)
		return true
	})
}

// placeProblem places a dev server's problem with place at its location:
// "app/main.py:7" under dir, the directory the process ran in, or an
// absolute path.
func placeProblem(p *capture.Problem, dir string, place ProblemSource) (location, context string) {
	path, line, column := splitLocation(p.Location)
	if line < 1 {
		return "", ""
	}
	if !filepath.IsAbs(path) {
		if dir == "" || !filepath.IsAbs(dir) {
			return "", ""
		}
		path = filepath.Join(dir, filepath.FromSlash(path))
	}
	return place(path, line, column)
}

// splitLocation splits "path:line" and "path:line:column"; line is 0 when
// loc ends with no line.
func splitLocation(loc string) (path string, line, column int) {
	var nums []int
	for len(nums) < 2 {
		i := strings.LastIndexByte(loc, ':')
		n, err := strconv.Atoi(loc[i+1:])
		if i < 1 || err != nil || n < 0 {
			break
		}
		nums, loc = append(nums, n), loc[:i]
	}
	switch len(nums) {
	case 1:
		return loc, nums[0], 0
	case 2:
		return loc, nums[1], nums[0]
	}
	return loc, 0, 0
}

// result sorts the groups, errors first and newest first within each,
// and keeps the first Limit.
func (gr *grouper) result() Groups {
	all := make([]*group, 0, len(gr.byKey))
	for _, g := range gr.byKey {
		if gr.fixedByHotUpdate(g) {
			gr.hidden += g.Count
			continue
		}
		all = append(all, g)
	}
	res := Groups{HiddenOlder: gr.hidden}
	for _, g := range all {
		if g.Severity == capture.SeverityError {
			res.ErrorCount++
		} else {
			res.WarningCount++
		}
	}
	slices.SortFunc(all, func(a, b *group) int {
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
	all = all[:min(len(all), gr.opt.Limit)]
	res.Entries = make([]Entry, len(all))
	for i, g := range all {
		if g.failure != nil {
			g.Detail = requestDetail(g.failure)
			g.Backend = gr.backendGroup(g.failure)
		}
		if g.problem != nil {
			g.Backtrace = backtrace(g.problem.Block)
		}
		if g.problem != nil && gr.opt.ProblemSource != nil {
			loc, context := placeProblem(g.problem, g.dir, gr.opt.ProblemSource)
			if loc != "" {
				g.Location = loc
			}
			g.SourceContext = context
		}
		g.Variants, g.MoreVariants = g.vars.list()
		res.Entries[i] = g.Entry
	}
	return res
}

// fixedByHotUpdate reports whether a browser error was fixed through hot
// module replacement: its module was hot-updated after its last
// occurrence, with no page load between (which the default cut-off already
// covers) and no new occurrence since. Only the default view hides it;
// an explicit since shows it.
func (gr *grouper) fixedByHotUpdate(g *group) bool {
	if !gr.opt.Since.IsZero() || (g.Source != SourceJS && g.Source != SourceConsole) || g.Location == "" {
		return false
	}
	t, ok := gr.snap.HotUpdates[capture.ModulePath(g.Location)]
	return ok && t.After(time.Time(g.LastSeen))
}

func groupID(k groupKey) string {
	h := fnv.New32a()
	for _, s := range []string{k.source, k.category, k.message, k.location} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return fmt.Sprintf("%08x", h.Sum32())
}

// SplitLocation splits a location, "path:line" or "path:line:column", into
// its parts; line is 0 when loc ends with no line.
func SplitLocation(loc string) (path string, line, column int) { return splitLocation(loc) }
