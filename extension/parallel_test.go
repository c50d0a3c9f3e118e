package extension_test

import (
	"flag"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"
)

// The browser and dev-server tests run in parallel: most of their time is
// spent waiting on a browser, a dev server's compile or npm, one thing at
// a time. What bounds the suite's time is then its longest test
// (TestNextJS, two next dev servers in turn, 2.5 minutes at load 10 on two
// cores), so the longest must start first. Go starts the parallel tests of
// a package in no set order, so each calls parallel(t), which waits for
// one of as many slots as -test.parallel allows (as Go would: by default
// GOMAXPROCS), handing free slots to the tests of longestFirst, in its
// order, before the others. Go's own limit is lifted in TestMain so that
// every parallel test reaches these slots (see schedule).
var longestFirst = []string{
	// Measured one after another at load 7–18 (2026-12-02): seconds.
	"TestNextJS",        // 158
	"TestFrameworks",    // 48
	"TestUIApps",        // 46
	"TestBackends",      // 38
	"TestUIAppsFirefox", // 37
	"TestEndToEnd",      // 37
	"TestApps",          // 33
	"TestSvelteKit",     // 25
	"TestFirefox",       // 16
	"TestSweepFlood",    // 16
	"TestReact",         // 11
}

// alone names the tests that run beside none of longestFirst's (but
// beside the short ones): with two other dev servers compiling on the
// same two cores, TestNextJS's webpack boundary error stayed as served
// (two runs of two). The daemon reads the page to find the chunks of an
// error's webpack-internal:/// frames; next's log showed no answer to
// that fetch of /orders (it gives up after 5 s, and is not tried again
// for the same error: the sourcemap package's to fix). Beside the short
// tests only, it passes. The short tests and besideAlone's fill the other
// slot meanwhile.
var alone = []string{"TestNextJS"}

// besideAlone are the long tests that run no dev server of their own (a
// Go server, a browser), which may run beside a test of alone.
var besideAlone = []string{"TestEndToEnd", "TestFirefox"}

// slots hands out the running slots of the parallel tests.
var slots struct {
	mu      sync.Mutex // guards free, started, waiting, long, solo
	free    int
	started bool // the tests have all registered
	waiting []waiter
	long    int // running tests of longestFirst but besideAlone's
	solo    int // running tests of alone
}

type waiter struct {
	rank  int // index in longestFirst; len(longestFirst) for the rest
	solo  bool
	light bool // may run beside a test of alone: short, or in besideAlone
	ready chan struct{}
}

// long reports whether w is one of longestFirst's.
func (w waiter) long() bool { return w.rank < len(longestFirst) }

// schedule lifts Go's limit on parallel tests to let every one of them
// reach the slots, which it sets to the limit asked for (-test.parallel,
// by default GOMAXPROCS). It must be called in TestMain, before m.Run.
func schedule() {
	flag.Parse()
	n := runtime.GOMAXPROCS(0)
	if f := flag.Lookup("test.parallel"); f != nil {
		if v, err := strconv.Atoi(f.Value.String()); err == nil && v > 0 {
			n = v
		}
		_ = f.Value.Set("1000")
	}
	slots.free = n
}

// parallel marks t as a parallel test and waits for a slot, which t holds
// until it ends. t registers before t.Parallel returns: Go runs each test
// up to its t.Parallel call in turn, so once any returns, every test of
// the run has registered, and the slots go by rank from the start.
func parallel(t *testing.T) {
	rank := slices.Index(longestFirst, t.Name())
	if rank < 0 {
		rank = len(longestFirst)
	}
	w := waiter{rank: rank, solo: slices.Contains(alone, t.Name()), ready: make(chan struct{})}
	w.light = !w.long() || slices.Contains(besideAlone, t.Name())
	slots.mu.Lock()
	slots.waiting = append(slots.waiting, w)
	slots.mu.Unlock()
	t.Parallel()
	slots.mu.Lock()
	slots.started = true
	handOut()
	slots.mu.Unlock()
	queued := time.Now()
	<-w.ready
	if d := time.Since(queued); d > time.Second {
		// A test's time includes this wait: see it apart.
		t.Logf("waited %v for a slot", d.Round(time.Millisecond))
	}
	t.Cleanup(func() {
		slots.mu.Lock()
		slots.free++
		if !w.light {
			slots.long--
		}
		if w.solo {
			slots.solo--
		}
		handOut()
		slots.mu.Unlock()
	})
}

// handOut gives the free slots to the waiters of lowest rank, in the
// order they registered among equals, keeping the tests of alone apart
// from the other long ones. It must be called with slots.mu held.
func handOut() {
	for slots.started && slots.free > 0 {
		i := -1
		for j, w := range slots.waiting {
			if !w.light && (slots.solo > 0 || w.solo && slots.long > 0) {
				continue // not beside a test of alone
			}
			if i < 0 || w.rank < slots.waiting[i].rank {
				i = j
			}
		}
		if i < 0 {
			return
		}
		w := slots.waiting[i]
		close(w.ready)
		slots.waiting = slices.Delete(slots.waiting, i, i+1)
		slots.free--
		if !w.light {
			slots.long++
		}
		if w.solo {
			slots.solo++
		}
	}
}
