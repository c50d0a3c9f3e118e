package bundle_test

import (
	"cmp"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/bundle"
	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/internal/cputime"
	"github.com/errbundle/errbundle/internal/testgen"
)

// benchNow is the clock of every benchmark store: events lie before it.
var benchNow = testgen.Now

// benchSpan is how far back the generated events reach: a busy ten minutes
// of development.
const benchSpan = 10 * time.Minute

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
	testgen.New(uint64(n)).Fill(store, n, span)
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
			if in(l.Time) && sameTab(e, l.TabID) && l.Seq != e.LogSeq && !l.Noise {
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
