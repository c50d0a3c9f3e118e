package extension_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// incidentBundles is the part of an error_bundles reply TestOneFailureOneBundle reads.
type incidentBundles struct {
	Bundles []struct {
		Error struct {
			Message   string `json:"message"`
			Timestamp string `json:"timestamp"`
		} `json:"error"`
		Incident []struct {
			Message   string `json:"message"`
			Timestamp string `json:"timestamp"`
		} `json:"same_incident"`
		Network []struct {
			URL    string `json:"url"`
			Status int    `json:"status"`
		} `json:"network"`
		Actions []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		} `json:"actions"`
		Omitted map[string]int `json:"omitted"`
	} `json:"bundles"`
}

// A click whose fetch is answered 500, reported twice a couple of
// milliseconds apart (testdata/pages/incident.js: a logger's
// console.error, then the app's own), in real Chromium with each
// delivery: one bundle, the app's error with the logger's listed beside
// it, and the request and the click in it, nothing omitted.
func TestOneFailureOneBundle(t *testing.T) {
	parallel(t)
	b := sharedBrowsers(t)
	p := servePages(t)
	for _, d := range b.deliveries(t) {
		t.Run(d.name, func(t *testing.T) {
			tab := d.open(t, p, "/incident.html")
			click(t, tab, "#load-report")
			waitText(t, tab, "#done", "done")
			got := waitFor(t, d.daemon, map[string]any{"what": "error_bundles"}, func(r incidentBundles) bool {
				for _, b := range r.Bundles {
					if strings.Contains(b.Error.Message, "could not load the weekly report") {
						return true
					}
				}
				return false
			})
			require.Len(t, got.Bundles, 1, "one failure, one bundle: %+v", got.Bundles)
			bn := got.Bundles[0]
			assert.Contains(t, bn.Error.Message, "could not load the weekly report: database on fire")
			require.Len(t, bn.Incident, 1)
			assert.Contains(t, bn.Incident[0].Message, "<< query #1 report.weekly")
			var requests, clicks []string
			for _, n := range bn.Network {
				requests = append(requests, strings.TrimPrefix(n.URL, p.srv.URL)+" "+itoa(n.Status))
			}
			for _, a := range bn.Actions {
				if a.Type == "click" {
					clicks = append(clicks, a.Text)
				}
			}
			assert.Contains(t, requests, "/api/broken 500")
			assert.Equal(t, []string{"Load report"}, clicks)
			assert.Empty(t, bn.Omitted)
		})
	}
}
