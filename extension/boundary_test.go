package extension_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// Errors a framework's error boundary catches: the page shows them and
// sees no uncaught error. What an agent needs of each was written by hand,
// in the test that drives the app, before errbundle was run on it: the
// message, the app's line that threw (marked // BUG:<name>), the request
// that led to it, and one bundle for it.

// waitBugsMapped polls errors until every bug's error is there and mapped
// to its original source, or timeout has passed (for those that never
// come), and returns the last reply.
func waitBugsMapped(t *testing.T, d *daemontest.Daemon, bugs []bug, timeout time.Duration) (errs struct {
	Errors []appError `json:"errors"`
}) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		errs.Errors = nil // a decode into the old elements keeps what the new ones omit
		require.NoError(t, json.Unmarshal(observe(context.Background(), t, d, map[string]any{"what": "errors", "source": "browser", "limit": 50}), &errs))
		done := true
		for _, b := range bugs {
			found := false
			for _, e := range errs.Errors {
				if strings.Contains(e.Message, b.message) {
					found = true
					done = done && e.Unmapped == ""
				}
			}
			done = done && found
		}
		if done || time.Now().After(deadline) {
			return errs
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// checkBoundaries waits up to timeout for every bug's error, then scores
// each: found (an error in errors with its message), placed (at the marked
// statement in errors, error_bundles and get_errors), joined (its bundle
// shows the request, where it has one) and once (one bundle). It logs a
// line per bug ("<app> boundary <name> found= placed= joined= once=") and
// asserts them.
func checkBoundaries(t *testing.T, d *daemontest.Daemon, app, dir string, bugs []bug, timeout time.Duration) {
	t.Helper()
	type expect struct {
		bug
		line, from, to int
	}
	var want []expect
	for _, b := range bugs {
		e := expect{bug: b}
		e.line, e.from, e.to, _ = markedStatement(t, dir, b.file, b.marker)
		want = append(want, e)
	}
	errs := waitBugsMapped(t, d, bugs, timeout)
	var reply appBundles
	raw := observe(context.Background(), t, d, map[string]any{"what": "error_bundles", "limit": 50})
	require.NoError(t, json.Unmarshal(raw, &reply), "%s", raw)
	var groups struct {
		Errors []struct {
			Source   string `json:"source"`
			Message  string `json:"message"`
			Location string `json:"location"`
		} `json:"errors"`
	}
	require.NoError(t, json.Unmarshal(observe(context.Background(), t, d, map[string]any{"what": "get_errors", "raw": true, "limit": 50, "since": "10m"}), &groups))

	at := func(location string, w expect) bool {
		m := locationRE.FindStringSubmatch(location)
		return m != nil && m[1] == w.file && m[2] == itoa(w.line) && between(m[3], w.from, w.to)
	}
	for _, w := range want {
		found, placed, joined := false, true, w.request == ""
		bundles, listed := 0, false
		for _, e := range errs.Errors {
			if strings.Contains(e.Message, w.message) {
				found = true
				placed = placed && at(e.Location, w)
				t.Logf("%s: %s %q at %q, stack:\n%s", w.name, e.Kind, e.Message, e.Location, e.Stack)
			}
		}
		for _, b := range reply.Bundles {
			if !strings.Contains(b.Error.Message, w.message) {
				continue
			}
			bundles++
			placed = placed && at(b.Error.Location, w)
			var requests []string
			for _, r := range b.Network {
				u, err := url.Parse(r.URL)
				require.NoError(t, err)
				requests = append(requests, fmt.Sprintf("%s %s %d", r.Method, u.Path, r.Status))
			}
			joined = joined || strings.Contains(strings.Join(requests, "\n")+"\n", w.request+"\n")
			t.Logf("%s: bundle at %q, requests %q", w.name, b.Error.Location, requests)
		}
		for _, g := range groups.Errors {
			if strings.HasPrefix(g.Source, "browser") && strings.Contains(g.Message, w.message) {
				listed = true
				placed = placed && at(g.Location, w)
			}
		}
		placed = placed && found && bundles > 0 && listed
		t.Logf("%s boundary %-28s found=%-5v placed=%-5v joined=%-5v once=%-5v (want %s:%d, %q)",
			app, w.name, found, placed, joined, bundles == 1, w.file, w.line, w.request)
		assert.True(t, found, "%s: no error %q", w.name, w.message)
		assert.True(t, placed, "%s: not placed at %s:%d:%d-%d in errors, error_bundles and get_errors", w.name, w.file, w.line, w.from, w.to)
		assert.True(t, joined, "%s: its bundle does not show %s", w.name, w.request)
		assert.Equal(t, 1, bundles, "%s: bundles of %q", w.name, w.message)
	}
}

// clickUntilText clicks sel until the element show finds reads text (a
// page's handlers work once it has hydrated), for up to a minute.
func clickUntilText(t *testing.T, tab context.Context, sel, show, text string) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		click(t, tab, sel)
		if textWithin(t, tab, show, text, time.Second) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("clicking %s never showed %q in %s", sel, text, show)
		}
	}
}
