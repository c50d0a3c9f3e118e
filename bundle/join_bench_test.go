package bundle_test

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/bundle"
	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/cputime"
)

// benchNow is the clock of every benchmark store: events lie before it.
var benchNow = time.Date(2026, 2, 6, 10, 30, 0, 0, time.UTC)

// benchSpan is how far back the generated events reach: a busy ten minutes
// of development.
const benchSpan = 10 * time.Minute

// benchTabs is how many browser tabs the events come from.
const benchTabs = 8

// gen makes realistic browser events: several tabs of a Vite/React app, API
// calls with JSON bodies of 0.2–2 KB, about 5% of requests failing, and the
// static assets and dev-server plumbing that the join filters as noise.
type gen struct {
	rng  *rand.Rand
	bugs []site
}

func newGen(seed uint64) *gen { return &gen{rng: rand.New(rand.NewPCG(seed, 0x5eed))} }

var (
	benchPages = []string{"/", "/orders", "/orders/42", "/checkout", "/settings/profile", "/admin/users", "/search?q=shoes"}

	benchErrors = []struct{ typ, msg string }{
		{"TypeError", "Cannot read properties of undefined (reading 'map')"},
		{"TypeError", "Cannot read properties of null (reading 'id')"},
		{"TypeError", "order.items is not iterable"},
		{"ReferenceError", "formatPrice is not defined"},
		{"Error", "Request failed with status code %d"},
		{"Error", "Order %d not found"},
		{"SyntaxError", "Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON"},
		{"RangeError", "Maximum call stack size exceeded"},
		{"Error", "Minified React error #%d; visit https://reactjs.org/docs/error-decoder.html?invariant=%d"},
		{"Error", "Hydration failed because the initial UI does not match what was rendered on the server"},
	}

	benchComponents = []string{"OrderList", "OrderRow", "Checkout", "CartSummary", "ProfileForm", "UserTable", "SearchResults", "PriceTag"}

	benchLogs = []string{
		"[vite] connected.",
		"[HMR] updated: /src/components/%s.tsx",
		"fetching orders page %d",
		"render %s took %d ms",
		"user %d signed in",
		"Download the React DevTools for a better development experience: https://reactjs.org/link/react-devtools",
		"cart total recalculated: %d items",
		"Warning: Each child in a list should have a unique \"key\" prop. Check the render method of `%s`.",
		"Warning: Can't perform a React state update on an unmounted component (%s)",
	}

	benchAPI = []string{"/api/orders?page=%d", "/api/orders/%d", "/api/users/%d", "/api/cart", "/api/search?q=shoes&page=%d", "/graphql", "/api/session", "/api/products/%d/reviews"}

	benchStatic = []struct{ path, initiator, ctype string }{
		{"/src/components/%s.tsx?t=%d", "script", "application/javascript"},
		{"/node_modules/.vite/deps/react-dom_client.js?v=8f2a1c3d", "script", "application/javascript"},
		{"/@vite/client", "script", "application/javascript"},
		{"/src/index.css", "link", "text/css"},
		{"/assets/logo-%d.svg", "img", "image/svg+xml"},
		{"/assets/fonts/inter-var.woff2", "font", "font/woff2"},
		{"/favicon.ico", "other", "image/x-icon"},
	}

	benchSelectors = []string{"button#save", "button.btn-primary", "a[href=\"/orders\"]", "input[name=\"email\"]", "input[name=\"qty\"]", "form#checkout", "div.order-row:nth-child(%d)", "select#country"}
)

func (g *gen) pick(n int) int { return g.rng.IntN(n) }

func (g *gen) fill(format string, names ...string) string {
	if !strings.Contains(format, "%") {
		return format
	}
	args := make([]any, 0, 2)
	for i := 0; i < strings.Count(format, "%"); i++ {
		if strings.Contains(format, "%s") && i == 0 && len(names) > 0 {
			args = append(args, names[g.pick(len(names))])
			continue
		}
		args = append(args, 1+g.pick(5000))
	}
	return fmt.Sprintf(format, args...)
}

func (g *gen) tab() capture.TabID { return capture.TabID(fmt.Sprint(1001 + g.pick(benchTabs))) }

func (g *gen) page() string { return "http://localhost:5173" + benchPages[g.pick(len(benchPages))] }

func (g *gen) meta(at time.Time) capture.Meta {
	return capture.Meta{Time: at, TabID: g.tab(), PageURL: g.page()}
}

// frames is a V8 stack trace below its first line: library frames around
// a few application frames.
func (g *gen) frames() string {
	var b strings.Builder
	comp := benchComponents[g.pick(len(benchComponents))]
	fmt.Fprintf(&b, "    at %s (http://localhost:5173/src/components/%s.tsx?t=1738837800000:%d:%d)\n", comp, comp, 10+g.pick(200), 3+g.pick(40))
	for i := 0; i < 6+g.pick(6); i++ {
		if i%3 == 1 {
			c := benchComponents[g.pick(len(benchComponents))]
			fmt.Fprintf(&b, "    at %s (http://localhost:5173/src/components/%s.tsx:%d:%d)\n", c, c, 10+g.pick(200), 3+g.pick(40))
			continue
		}
		fmt.Fprintf(&b, "    at renderWithHooks (http://localhost:5173/node_modules/.vite/deps/chunk-RPCDYKBN.js?v=8f2a1c3d:%d:%d)\n", 11000+g.pick(9000), 10+g.pick(30))
	}
	return b.String()
}

// site is one bug: the same code failing again and again, each time with
// its own ids in the message.
type site struct{ typ, msg, frames string }

// sites are the bugs of the app under development, made once per
// generator.
func (g *gen) sites() []site {
	if g.bugs == nil {
		for i := 0; i < 30; i++ {
			t := benchErrors[i%len(benchErrors)]
			g.bugs = append(g.bugs, site{t.typ, t.msg, g.frames()})
		}
	}
	return g.bugs
}

func (g *gen) error(at time.Time) *capture.Error {
	bug := g.sites()[g.pick(len(g.sites()))]
	msg := g.fill(bug.msg)
	kind := capture.KindException
	if g.pick(4) == 0 {
		kind = capture.KindRejection
	}
	return &capture.Error{Meta: g.meta(at), Message: msg, Type: bug.typ, Kind: kind, Source: "window.onerror",
		URL: "http://localhost:5173/src/components/OrderList.tsx", Line: 10 + g.pick(200), Column: 1 + g.pick(40),
		Stack: bug.typ + ": " + msg + "\n" + bug.frames}
}

func (g *gen) log(at time.Time) *capture.Log {
	level := capture.LevelLog
	switch r := g.pick(100); {
	case r < 2:
		level = capture.LevelError
	case r < 10:
		level = capture.LevelWarn
	case r < 30:
		level = capture.LevelInfo
	case r < 40:
		level = capture.LevelDebug
	}
	return &capture.Log{Meta: g.meta(at), Level: level, Message: g.fill(benchLogs[g.pick(len(benchLogs))], benchComponents...)}
}

// body is a JSON document of 200–2,000 bytes, different every time.
func (g *gen) body() string {
	size := 200 + g.pick(1801)
	var b strings.Builder
	b.Grow(size + 200)
	fmt.Fprintf(&b, `{"page":%d,"total":%d,"items":[`, 1+g.pick(20), g.pick(500))
	for i := 0; b.Len() < size; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"id":%d,"sku":"SKU-%06d","name":"Running shoe model %d","price":%d.%02d,"qty":%d,"owner":"user%d@example.com","created_at":"2026-02-06T10:%02d:%02d.000Z"}`,
			g.pick(1_000_000), g.pick(1_000_000), g.pick(100), g.pick(300), g.pick(100), 1+g.pick(5), g.pick(1000), g.pick(60), g.pick(60))
	}
	b.WriteString(`]}`)
	return b.String()
}

func (g *gen) request(at time.Time) *capture.Request {
	r := &capture.Request{Meta: g.meta(at), Method: "GET", Status: 200, Duration: time.Duration(2+g.pick(800)) * time.Millisecond}
	if g.pick(10) < 4 { // static assets and dev-server plumbing
		s := benchStatic[g.pick(len(benchStatic))]
		r.URL = "http://localhost:5173" + g.fill(s.path, benchComponents...)
		r.Initiator, r.ContentType = s.initiator, s.ctype
		r.ResponseBody = g.body()
		if g.pick(50) == 0 {
			r.URL, r.Status = "http://localhost:5173/src/components/OrderList.tsx.map", 404
		}
		return r
	}
	r.URL = "http://localhost:5173" + g.fill(benchAPI[g.pick(len(benchAPI))])
	r.Initiator, r.ContentType = "fetch", "application/json"
	r.RequestHeaders = map[string]string{"Accept": "application/json", "Authorization": "Bearer eyJhbGciOi"}
	if g.pick(4) == 0 {
		r.Method = "POST"
		r.RequestBody = fmt.Sprintf(`{"order_id":%d,"qty":%d,"note":"leave at the door"}`, g.pick(100000), 1+g.pick(5))
	}
	r.ResponseBody = g.body()
	if g.pick(100) < 7 { // with the 404s of source maps, ~5% of all requests fail
		switch g.pick(4) {
		case 0:
			r.Status, r.ResponseBody = 0, ""
			r.Error = "TypeError: Failed to fetch"
		case 1:
			r.Status, r.ResponseBody = 500, `{"error":"internal server error","detail":"pq: relation \"orders\" does not exist"}`
		case 2:
			r.Status, r.ResponseBody = 404, `{"error":"not found"}`
		default:
			r.Status, r.ResponseBody = 422, `{"error":"validation failed","fields":{"qty":"must be positive"}}`
		}
	}
	return r
}

func (g *gen) action(at time.Time) *capture.Action {
	a := &capture.Action{Meta: g.meta(at)}
	switch r := g.pick(100); {
	case r < 55:
		a.Type, a.Selector, a.Text = "click", g.fill(benchSelectors[g.pick(len(benchSelectors))]), "Save"
	case r < 85:
		a.Type, a.Selector, a.Value = "input", `input[name="qty"]`, fmt.Sprint(1+g.pick(9))
	case r < 92:
		a.Type, a.Selector = "submit", "form#checkout"
	default:
		a.Type, a.URL, a.ToURL = capture.ActionNavigate, a.PageURL, g.page()
	}
	return a
}

// fill adds n events of each kind to store, spread evenly over span before
// now with some jitter, in arrival order, 50 of each kind per batch.
func (g *gen) fillStore(store *capture.Store, n int, span time.Duration) {
	start := benchNow.Add(-span)
	step := span / time.Duration(n)
	at := func(i int) time.Time {
		t := start.Add(time.Duration(i)*step + time.Duration(g.pick(int(step)+1)))
		if t.After(benchNow) {
			return benchNow
		}
		return t
	}
	const per = 50
	for i := 0; i < n; i += per {
		var b capture.Batch
		for j := i; j < min(i+per, n); j++ {
			b.Errors = append(b.Errors, g.error(at(j)))
			b.Logs = append(b.Logs, g.log(at(j)))
			b.Requests = append(b.Requests, g.request(at(j)))
			b.Actions = append(b.Actions, g.action(at(j)))
		}
		store.Add(b)
	}
}

// bigStore is a store that evicts nothing holding n events of each kind
// spread over span. Stores are built once per size and shared by the runs
// of a benchmark: they are never written after that.
func bigStore(tb testing.TB, n int, span time.Duration) *capture.Store {
	tb.Helper()
	key := fmt.Sprint(n, span)
	storesMu.Lock()
	defer storesMu.Unlock()
	if s, ok := stores[key]; ok {
		return s
	}
	limit := 2 * max(n, 100_000)
	store := capture.NewStore(capture.Config{MaxErrors: limit, MaxLogs: limit, MaxRequests: limit, MaxActions: limit,
		MaxBytes: 8 << 30, Now: func() time.Time { return benchNow }})
	newGen(uint64(n)).fillStore(store, n, span)
	for name, st := range store.Stats().Buffers {
		require.Zero(tb, st.Evicted, "buffer %s evicted events", name)
	}
	stores[key] = store
	return store
}

var (
	storesMu sync.Mutex
	stores   = map[string]*capture.Store{}
)

var sizes = []struct {
	name string
	n    int
}{{"1k", 1_000}, {"10k", 10_000}, {"100k", 100_000}}

var bundleSink []bundle.Bundle

// BenchmarkErrorBundles measures an error_bundles query with default
// options (limit 5, window 3 s), snapshot included, over n events of each
// kind spread over ten minutes. context_events/op is how many requests,
// actions and logs the five windows hold: the k of O(log n + k).
func BenchmarkErrorBundles(b *testing.B) {
	benchJoin(b, func(int) time.Duration { return benchSpan })
}

// BenchmarkErrorBundlesSparse holds the traffic rate instead of the time
// span fixed: about 10 events of each kind per second, so a window holds
// the same few dozen events whatever n is and only the O(log n) part grows.
func BenchmarkErrorBundlesSparse(b *testing.B) {
	benchJoin(b, func(n int) time.Duration { return time.Duration(n) * 100 * time.Millisecond })
}

// benchJoin runs the join over stores of each size whose events span
// span(n), reporting CPU time and the context events of the five windows.
func benchJoin(b *testing.B, span func(n int) time.Duration) {
	for _, sz := range sizes {
		b.Run(sz.name, func(b *testing.B) {
			store := bigStore(b, sz.n, span(sz.n))
			k := checkNaive(b, store.Snapshot())
			cpu0 := cputime.Used()
			for b.Loop() {
				bundleSink = bundle.Join(store.Snapshot(), bundle.Options{})
			}
			cputime.Report(b, cpu0)
			b.ReportMetric(float64(k), "context_events/op")
		})
	}
}

// BenchmarkErrorBundlesNaive is the baseline the indexed join is measured
// against: a nested-loop join that scans every buffer whole for each error.
func BenchmarkErrorBundlesNaive(b *testing.B) {
	for _, sz := range sizes {
		b.Run(sz.name, func(b *testing.B) {
			store := bigStore(b, sz.n, benchSpan)
			scanned := 0
			cpu0 := cputime.Used()
			for b.Loop() {
				bundleSink, scanned = naiveJoin(store.Snapshot(), bundle.DefaultLimit, bundle.DefaultWindow)
			}
			cputime.Report(b, cpu0)
			b.ReportMetric(float64(scanned), "scanned_events/op")
		})
	}
}

// checkNaive makes sure the baseline selects the same windows as the join:
// per kind, the items shown plus those omitted are the same in both. It
// returns the number of context events in the windows.
func checkNaive(tb testing.TB, snap *capture.Snapshot) int {
	tb.Helper()
	got := bundle.Join(snap, bundle.Options{})
	want, _ := naiveJoin(snap, bundle.DefaultLimit, bundle.DefaultWindow)
	require.Len(tb, got, len(want))
	k := 0
	for i := range got {
		require.Equal(tb, want[i].Error.Timestamp, got[i].Error.Timestamp)
		g, w := windowed(got[i]), windowed(want[i])
		require.Equal(tb, w, g, "items shown or omitted in bundle %d (network, actions, logs)", i)
		k += w[0] + w[1] + w[2]
	}
	return k
}

func windowed(b bundle.Bundle) [3]int {
	var om bundle.Omitted
	if b.Omitted != nil {
		om = *b.Omitted
	}
	network := len(b.Network) + om.Network
	for _, n := range b.Network {
		network += n.Repeated // identical polls folded into one item
	}
	return [3]int{network, len(b.Actions) + om.Actions, len(b.Logs) + om.Logs}
}

// Per-bundle caps of the join, repeated so that the baseline renders as
// much as the join does.
const (
	naiveCapNetwork = 12
	naiveCapActions = 10
	naiveCapLogs    = 10
	lookahead       = 60 * time.Second
)

// naiveJoin finds the newest errors by scanning every error, then for each
// one scans every request, action and log whole, keeps those in its window
// and tab, and renders the nearest few of each kind in time order. It
// returns the bundles and how many events it looked at.
func naiveJoin(snap *capture.Snapshot, limit int, window time.Duration) ([]bundle.Bundle, int) {
	scanned := 0
	var newest []*capture.Error
	snap.Errors.All(func(e *capture.Error) bool {
		scanned++
		newest = append(newest, e)
		slices.SortFunc(newest, func(a, b *capture.Error) int {
			if c := b.Time.Compare(a.Time); c != 0 {
				return c
			}
			return cmp.Compare(b.Seq, a.Seq)
		})
		if len(newest) > limit {
			newest = newest[:limit]
		}
		return true
	})
	sameTab := func(e *capture.Error, tab capture.TabID) bool { return e.TabID == "" || tab == "" || e.TabID == tab }
	out := make([]bundle.Bundle, 0, len(newest))
	for _, e := range newest {
		to, from := e.Time, e.Time.Add(-window)
		in := func(t time.Time) bool { return !t.Before(from) && !t.After(to) }
		b := bundle.Bundle{Error: bundle.NewErrorItem(e, 1200, nil), ContextWindowSeconds: window.Seconds(), Omitted: &bundle.Omitted{}}

		var reqs []*capture.Request
		snap.Requests.All(func(r *capture.Request) bool {
			scanned++
			if !r.Time.Before(from) && !r.Time.After(to.Add(lookahead)) && !r.Start().After(to) && sameTab(e, r.TabID) && !r.Noise {
				reqs = append(reqs, r)
			}
			return true
		})
		reqs, b.Omitted.Network = nearest(reqs, to, naiveCapNetwork, func(r *capture.Request) time.Time { return r.Time })
		for _, r := range reqs {
			b.Network = append(b.Network, bundle.NewNetworkItem(r, bundle.DefaultMaxBody))
		}

		var acts []*capture.Action
		snap.Actions.All(func(a *capture.Action) bool {
			scanned++
			if in(a.Time) && sameTab(e, a.TabID) {
				acts = append(acts, a)
			}
			return true
		})
		acts, b.Omitted.Actions = nearest(acts, to, naiveCapActions, func(a *capture.Action) time.Time { return a.Time })
		for _, a := range acts {
			b.Actions = append(b.Actions, bundle.NewActionItem(a))
		}

		var logs []*capture.Log
		snap.Logs.All(func(l *capture.Log) bool {
			scanned++
			if in(l.Time) && sameTab(e, l.TabID) && l.Seq != e.LogSeq {
				logs = append(logs, l)
			}
			return true
		})
		logs, b.Omitted.Logs = nearest(logs, to, naiveCapLogs, func(l *capture.Log) time.Time { return l.Time })
		for _, l := range logs {
			b.Logs = append(b.Logs, bundle.NewLogItem(l, 600))
		}
		out = append(out, b)
	}
	return out, scanned
}

// nearest keeps the n events closest to t, in time order, and says how
// many it dropped.
func nearest[T any](evs []*T, t time.Time, n int, at func(*T) time.Time) ([]*T, int) {
	dist := func(e *T) time.Duration { return max(t.Sub(at(e)), at(e).Sub(t)) }
	slices.SortFunc(evs, func(a, b *T) int { return cmp.Compare(dist(a), dist(b)) })
	dropped := max(len(evs)-n, 0)
	evs = evs[:len(evs)-dropped]
	slices.SortFunc(evs, func(a, b *T) int { return at(a).Compare(at(b)) })
	return evs, dropped
}
