package scope

import (
	"maps"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/clip"
)

// Request is what a caller says about itself: the project directories it
// works in (MCP roots, or the directory errbundle mcp started in), whether
// it asked for everything, and an explicit origin.
type Request struct {
	// Roots are directories, as paths or file:// URIs.
	Roots []string
	// All asks for everything (scope: "all").
	All bool
	// Origin keeps the browser events of pages whose URL starts with it,
	// and the processes that serve it.
	Origin string
}

// Scope decides which events belong to one project. The zero Scope keeps
// everything.
type Scope struct {
	all    bool
	origin string
	// procs are the processes inside; owner maps a loopback port to the
	// process serving it, inside or not.
	procs map[string]bool
	owner map[int]string
	// strict leaves out pages no known process serves: the project's own
	// pages are known, so an unknown one is someone else's.
	strict bool
	names  map[string]string // process id → the app's name, for the notice
	dirs   map[string]string // process id → its working directory, when known
}

// Everything is the scope that keeps every event.
var Everything = Scope{all: true}

// Resolve works out a caller's scope from the known processes and the
// ports each serves (see [Tracker.Ports]).
//
// A process belongs to the project when its working directory is inside
// one of the roots, or is a root's parent (a monorepo's dev server started
// at the top); a process that did not say where it runs belongs to every
// project. The project's pages are those served on its processes' ports. With no roots, with no process known, or with All, the scope is
// everything, as if there were one project. With Origin, it is the pages
// under that origin and the processes serving it.
func Resolve(procs []capture.Process, ports map[string][]int, req Request) Scope {
	s := Scope{owner: make(map[int]string), procs: make(map[string]bool), names: make(map[string]string),
		dirs: make(map[string]string)}
	// The newest start owns a port two processes claimed at different times.
	order := slices.Clone(procs)
	slices.SortFunc(order, func(a, b capture.Process) int {
		if a.Running != b.Running {
			if a.Running {
				return 1
			}
			return -1
		}
		return a.LastRestart.Compare(b.LastRestart)
	})
	for _, p := range order {
		for _, port := range ports[p.ID] {
			s.owner[port] = p.ID
		}
		s.names[p.ID] = appName(p)
		if p.Dir != "" {
			s.dirs[p.ID] = p.Dir
		}
	}
	if req.Origin != "" {
		s.origin = req.Origin
		if port, ok := loopbackPort(req.Origin); ok {
			if id, ok := s.owner[port]; ok {
				s.procs[id] = true
			}
		}
		return s
	}
	roots := cleanRoots(req.Roots)
	if req.All || len(roots) == 0 || len(procs) == 0 {
		return Everything
	}
	served := false
	for _, p := range procs {
		switch {
		case p.Dir == "":
			// Started by an errbundle run that did not say where (older, or
			// restored from an older state file): nobody's in particular.
			s.procs[p.ID] = true
		case slices.ContainsFunc(roots, func(r string) bool { return related(p.Dir, r) }):
			s.procs[p.ID] = true
			served = served || len(ports[p.ID]) > 0
		}
	}
	s.strict = served
	return s
}

// All reports whether the scope keeps everything.
func (s Scope) All() bool { return s.all }

// Processes are the ids of the processes inside the scope, sorted.
func (s Scope) Processes() []string {
	ids := make([]string, 0, len(s.procs))
	for id := range s.procs {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// related reports whether dir is root, inside it, or its parent; not the
// filesystem's root or the home directory, which hold every project.
func related(dir, root string) bool {
	if within(dir, root) {
		return true
	}
	home, _ := os.UserHomeDir()
	return dir != string(filepath.Separator) && dir != home && within(root, dir)
}

func within(path, dir string) bool {
	return path == dir || strings.HasPrefix(path, strings.TrimSuffix(dir, string(filepath.Separator))+string(filepath.Separator))
}

// cleanRoots turns roots given as file:// URIs or paths into clean absolute
// paths, dropping any that are neither.
func cleanRoots(roots []string) []string {
	var out []string
	for _, r := range roots {
		if u, err := url.Parse(r); err == nil && u.Scheme == "file" {
			r = u.Path
		}
		if r == "" || !filepath.IsAbs(r) {
			continue
		}
		out = append(out, filepath.Clean(r))
	}
	return out
}

// appName is how the notice names a process's app: its directory's last
// element, else its id.
func appName(p capture.Process) string {
	if p.Dir != "" {
		if b := filepath.Base(p.Dir); b != "." && b != string(filepath.Separator) {
			return b
		}
	}
	return p.ID
}

// loopbackPort is the port of a URL on this machine; ok is false for any
// other host. A URL with no port has its scheme's.
func loopbackPort(raw string) (int, bool) {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return 0, false
	}
	host := u.Hostname()
	if !(host == "localhost" || strings.HasSuffix(host, ".localhost") || host == "0.0.0.0") {
		if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
			return 0, false
		}
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		return n, err == nil
	}
	switch u.Scheme {
	case "http":
		return 80, true
	case "https":
		return 443, true
	}
	return 0, false
}

// verdict is where a page's events go.
type verdict struct {
	in  bool
	app string // the other app, when out
}

// page decides a page's events.
func (s Scope) page(pageURL string) verdict {
	if s.origin != "" {
		if s.originMatches(pageURL) {
			return verdict{in: true}
		}
		return verdict{app: s.appOfPage(pageURL)}
	}
	if pageURL == "" {
		return verdict{in: true} // no page: nobody's in particular
	}
	port, ok := loopbackPort(pageURL)
	id, known := s.owner[port]
	switch {
	case ok && known && s.procs[id]:
		return verdict{in: true}
	case ok && known:
		return verdict{app: s.names[id]}
	case s.strict:
		return verdict{app: originOf(pageURL)}
	}
	return verdict{in: true}
}

// originMatches reports whether a page is under the scope's origin: by
// prefix, or, for an origin on this machine, by port, since localhost,
// 127.0.0.1 and [::1] reach the same server.
func (s Scope) originMatches(pageURL string) bool {
	if strings.HasPrefix(pageURL, s.origin) {
		return true
	}
	u, err := url.Parse(s.origin)
	if err != nil || strings.Trim(u.Path, "/") != "" {
		return false
	}
	want, ok := loopbackPort(s.origin)
	got, pageOK := loopbackPort(pageURL)
	return ok && pageOK && want == got
}

// appOfPage names the app serving a page, for the notice.
func (s Scope) appOfPage(pageURL string) string {
	if port, ok := loopbackPort(pageURL); ok {
		if id, ok := s.owner[port]; ok {
			return s.names[id]
		}
	}
	return originOf(pageURL)
}

func originOf(pageURL string) string {
	if u, err := url.Parse(pageURL); err == nil && u.Host != "" {
		return u.Scheme + "://" + u.Host
	}
	return pageURL
}

// process decides a process's output.
func (s Scope) process(id string) verdict {
	if s.procs[id] {
		return verdict{in: true}
	}
	name := s.names[id]
	if name == "" {
		name = id
	}
	return verdict{app: name}
}

// backend decides a backend problem: by the browser request of its trace
// (its own trace id, or one its request's trace headers named), else by
// the process whose directory holds the file of its first application
// frame, the deepest one when directories nest. A problem with neither is
// nobody's in particular, like a page no process is known to serve.
func (s Scope) backend(p *capture.Backend, traces map[string]verdict) verdict {
	if v, ok := traces[p.TraceID]; ok && p.TraceID != "" {
		return v
	}
	for _, id := range p.RequestTraceIDs {
		if v, ok := traces[id]; ok {
			return v
		}
	}
	file := locationFile(p.Location)
	if !filepath.IsAbs(file) {
		return verdict{in: true}
	}
	owner, depth := "", -1
	for id, dir := range s.dirs {
		if within(file, dir) && len(dir) > depth {
			owner, depth = id, len(dir)
		}
	}
	if owner == "" {
		return verdict{in: true}
	}
	return s.process(owner)
}

// locationFile is the file of a "file:line[:col]" location.
func locationFile(loc string) string {
	for range 2 {
		i := strings.LastIndexByte(loc, ':')
		if i < 0 || i == len(loc)-1 || strings.Trim(loc[i+1:], "0123456789") != "" {
			break
		}
		loc = loc[:i]
	}
	return loc
}

// Outside counts what a scope left out.
type Outside struct {
	PageErrors     int      // browser errors
	ServerErrors   int      // dev-server problems of severity error
	BackendErrors  int      // backend (Sentry, OTLP) errors
	FailedRequests int      // requests that failed (see capture.Request.Failed)
	Events         int      // every event left out, problems included
	Apps           []string // the apps they came from, sorted
}

// Problems is every problem left out, of every kind.
func (o Outside) Problems() int {
	return o.PageErrors + o.ServerErrors + o.BackendErrors + o.FailedRequests
}

// Notice is the one line a reply carries about what the scope left out,
// each kind of problem counted: "3 problems in other apps (blog): 1 page
// error, 1 dev-server error, 1 failed request; …". "" when nothing was.
func (o Outside) Notice() string {
	if o.Events == 0 {
		return ""
	}
	apps := ""
	if len(o.Apps) > 0 {
		apps = " (" + strings.Join(o.Apps, ", ") + ")"
	}
	var kinds []string
	for _, k := range []struct {
		n    int
		noun string
	}{{o.PageErrors, "page error"}, {o.ServerErrors, "dev-server error"}, {o.BackendErrors, "backend error"}, {o.FailedRequests, "failed request"}} {
		if k.n > 0 {
			kinds = append(kinds, plural(k.n, k.noun))
		}
	}
	var what string
	switch len(kinds) {
	case 0:
		what = plural(o.Events, "event") + " (no problems) in other apps" + apps
	case 1:
		what = kinds[0] + " in other apps" + apps
	default:
		what = plural(o.Problems(), "problem") + " in other apps" + apps + ": " + strings.Join(kinds, ", ")
	}
	return what + `; scope: "all" to see them`
}

// count is n when an event left out is a problem of its kind, else nil.
func count(problem bool, n *int) *int {
	if problem {
		return n
	}
	return nil
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// pageLoads is the latest page load per tab within the scope: a tab (or
// every page with no tab id, which share one) whose latest load was
// another app's page goes back to its latest load inside the scope, so
// that get_errors does not retire this project's errors on another
// project's page load.
func pageLoads(all map[capture.TabID]time.Time, otherLoads []*capture.Action, kept capture.View[capture.Action]) map[capture.TabID]time.Time {
	if len(otherLoads) == 0 {
		return all
	}
	loads := maps.Clone(all)
	for _, a := range otherLoads {
		if !a.Time.Equal(loads[a.TabID]) {
			continue
		}
		delete(loads, a.TabID)
		kept.Tab(a.TabID).All(func(k *capture.Action) bool {
			if k.Type == capture.ActionLoad {
				loads[a.TabID] = k.Time
				return false
			}
			return true
		})
	}
	return loads
}

// hotUpdates is the latest hot update per module within the scope: a
// module whose latest update was another app's goes back to this
// project's latest, from the kept browser logs and output lines, or is
// dropped. Without this, another project's edit of its own src/App.tsx
// would retire this project's error in src/App.tsx from get_errors.
func hotUpdates(all, other map[string]time.Time, logs capture.View[capture.Log], lines capture.View[capture.Line]) map[string]time.Time {
	var taken []string
	for m, t := range other {
		if latest, ok := all[m]; ok && !latest.After(t) {
			taken = append(taken, m)
		}
	}
	if len(taken) == 0 {
		return all
	}
	hot := maps.Clone(all)
	for _, m := range taken {
		delete(hot, m)
	}
	// Rare (two projects editing the same path): read the kept events.
	note := func(text string, at time.Time) {
		for _, m := range capture.HotUpdatedModules(text) {
			if slices.Contains(taken, m) && at.After(hot[m]) {
				hot[m] = at
			}
		}
	}
	logs.All(func(l *capture.Log) bool {
		if l.Level != capture.LevelWarn && l.Level != capture.LevelError {
			note(l.Message, l.Time)
		}
		return true
	})
	lines.All(func(l *capture.Line) bool { note(l.Text, l.Time); return true })
	return hot
}

// maxApps and maxAppName bound the names a notice gives: it rides on
// replies that must stay small (observe.MaxReplyBytes).
const (
	maxApps    = 5
	maxAppName = 40
)

// Apply returns the part of snap inside the scope and counts the rest. It
// reads every event once, with no lock held (snap is a copy); views with
// nothing left out are shared, not rebuilt.
func (s Scope) Apply(snap *capture.Snapshot) (*capture.Snapshot, Outside) {
	if s.all {
		return snap, Outside{}
	}
	var out Outside
	apps := make(map[string]bool)
	// Output lines are not events: a chatty dev server elsewhere would
	// make the count meaningless. Its problems are.
	leave := func(v verdict, problems *int) bool {
		if v.in {
			return true
		}
		out.Events++
		if problems != nil {
			*problems++
		}
		if v.app != "" {
			apps[v.app] = true
		}
		return false
	}
	// Events come from few pages, and runs of events from one: decide
	// each page once, and remember the last.
	pages := make(map[string]verdict)
	var lastURL string
	var last verdict
	page := func(u string) verdict {
		if u == lastURL && len(pages) > 0 {
			return last
		}
		v, ok := pages[u]
		if !ok {
			v = s.page(u)
			pages[u] = v
		}
		lastURL, last = u, v
		return v
	}
	// Hot updates are known by module path alone ("src/App.tsx"), which
	// two projects may share: note the other apps' to take them back out.
	otherHot := make(map[string]time.Time)
	noteHot := func(text string, at time.Time) {
		for _, m := range capture.HotUpdatedModules(text) {
			if at.After(otherHot[m]) {
				otherHot[m] = at
			}
		}
	}
	scoped := *snap
	scoped.Errors = snap.Errors.Filter(func(e *capture.Error) bool { return leave(page(e.PageURL), &out.PageErrors) })
	scoped.Logs = snap.Logs.Filter(func(l *capture.Log) bool {
		in := leave(page(l.PageURL), nil)
		if !in && l.Level != capture.LevelWarn && l.Level != capture.LevelError {
			noteHot(l.Message, l.Time)
		}
		return in
	})
	// A backend problem goes where the request that caused it went.
	traces := make(map[string]verdict)
	scoped.Requests = snap.Requests.Filter(func(r *capture.Request) bool {
		v := page(r.PageURL)
		if r.TraceID != "" {
			traces[r.TraceID] = v
		}
		return leave(v, count(r.Failed(), &out.FailedRequests))
	})
	scoped.Backend = snap.Backend.Filter(func(p *capture.Backend) bool {
		return leave(s.backend(p, traces), count(p.Severity == capture.SeverityError, &out.BackendErrors))
	})
	var otherLoads []*capture.Action
	scoped.Actions = snap.Actions.Filter(func(a *capture.Action) bool {
		in := leave(page(a.PageURL), nil)
		if !in && a.Type == capture.ActionLoad {
			otherLoads = append(otherLoads, a)
		}
		return in
	})
	scoped.PageLoads = pageLoads(snap.PageLoads, otherLoads, scoped.Actions)
	scoped.Lines = snap.Lines.Filter(func(l *capture.Line) bool {
		in := s.process(l.Process).in
		if !in {
			noteHot(l.Text, l.Time)
		}
		return in
	})
	scoped.Problems = snap.Problems.Filter(func(p *capture.Problem) bool {
		return leave(s.process(p.Process), count(p.Severity == capture.SeverityError, &out.ServerErrors))
	})
	scoped.HotUpdates = hotUpdates(snap.HotUpdates, otherHot, scoped.Logs, scoped.Lines)
	scoped.Processes = slices.DeleteFunc(slices.Clone(snap.Processes), func(p capture.Process) bool { return !s.process(p.ID).in })
	for app := range apps {
		out.Apps = append(out.Apps, clip.Head(app, maxAppName))
	}
	slices.Sort(out.Apps)
	if len(out.Apps) > maxApps {
		out.Apps = append(out.Apps[:maxApps], "…")
	}
	return &scoped, out
}
