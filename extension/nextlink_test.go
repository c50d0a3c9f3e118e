package extension_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/errbundle/errbundle/internal/daemontest"
)

// linkBundles is the part of an error_bundles reply checkLinkNavigation
// reads: the error's place and the actions before it.
type linkBundles struct {
	Bundles []struct {
		Error   nextError `json:"error"`
		Actions []struct {
			Type     string `json:"type"`
			Selector string `json:"selector"`
			Text     string `json:"text"`
			ToURL    string `json:"to_url"`
		} `json:"actions"`
		Network []struct {
			URL string `json:"url"`
		} `json:"network"`
		Omitted map[string]int `json:"omitted"`
	} `json:"bundles"`
}

// checkLinkNavigation clicks the home page's <Link> "Open weekly report",
// a client-side navigation to a page whose client component throws while
// it renders (app/weekly/_components/totals.tsx, compiled on this first
// visit). The error's bundle holds the click that started the navigation,
// with its request; error_bundles and get_errors place the error at the
// marked line of the component, not at its chunk, within a few seconds
// of the error's arrival (a map Turbopack could not serve yet is fetched
// again), and the test logs whether the first reply that held it was
// mapped already.
//
// Under next dev --webpack the error stays at its served
// webpack-internal:///…/totals.tsx:10:32 (the reply says "source map
// still loading"): its module's chunk is not mapped, a known defect not
// yet understood (the orders page's boundary error shows the same there),
// so there the place is logged, not checked (mapped says which).
func checkLinkNavigation(t *testing.T, d *daemontest.Daemon, tab context.Context, origin string, mapped bool) {
	const file, msg = "app/weekly/_components/totals.tsx", "reading '0'"
	line, text := nextMarkedLine(t, file, "BUG:link-render")
	openHydrated(t, tab, origin+"/", "#weekly")
	clicked := time.Now()
	click(t, tab, "#weekly")

	var first *nextError
	var mappedAfter time.Duration
	var last linkBundles
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		last = observeJSON[linkBundles](t, d, map[string]any{"what": "error_bundles", "limit": 10})
		for _, b := range last.Bundles {
			if !strings.Contains(b.Error.Message, msg) {
				continue
			}
			if first == nil {
				e := b.Error
				first = &e
				t.Logf("first reply with the error, %v after the click: location %q, unmapped %q", time.Since(clicked).Round(time.Millisecond), e.Location, e.Unmapped)
			}
			if strings.HasPrefix(b.Error.Location, file+":") {
				mappedAfter = time.Since(clicked)
			}
		}
		if mappedAfter > 0 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if !assert.NotNil(t, first, "no bundle for %q", msg) {
		return
	}
	t.Logf("mapped %v after the click", mappedAfter.Round(time.Millisecond))
	for _, b := range last.Bundles {
		if !strings.Contains(b.Error.Message, msg) {
			continue
		}
		if mapped {
			checkNextLocation(t, "error_bundles", b.Error.Location, file, line, text)
		} else {
			t.Logf("error_bundles places it at %s (the marked line is %d)", b.Error.Location, line)
		}
		var clicks []string
		for _, a := range b.Actions {
			if a.Type == "click" {
				clicks = append(clicks, a.Text)
			}
		}
		if !assert.Contains(t, clicks, "Open weekly report", "the click that started the navigation, in the bundle: %+v", b.Actions) {
			t.Logf("the actions view: %s", observe(context.Background(), t, d, map[string]any{"what": "actions", "limit": 50}))
			t.Logf("the error: %s", mustJSON(b.Error))
		}
		if testing.Verbose() {
			t.Logf("bundle: %s", mustJSON(b))
		}
	}
	groups := observeJSON[nextGroups](t, d, map[string]any{"what": "get_errors", "raw": true, "limit": 50})
	found := 0
	for _, g := range groups.Errors {
		if strings.Contains(g.Message, msg) && strings.HasPrefix(g.Source, "browser") {
			found++
			if mapped {
				checkNextLocation(t, "get_errors", g.Location, file, line, text)
			}
		}
	}
	assert.Positive(t, found, "no get_errors entry for %q in %+v", msg, groups.Errors)
}
