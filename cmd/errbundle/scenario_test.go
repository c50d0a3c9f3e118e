package main

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/internal/scenario"
)

// TestScenariosThroughDaemon replays the public acceptance scenarios through
// the real binary: POSTed to the v1 API, queried with a real MCP client over
// streamable HTTP and over stdio via errbundle mcp.
func TestScenariosThroughDaemon(t *testing.T) {
	scenarios, err := scenario.Load(filepath.Join("..", "..", "testdata", "scenarios"))
	require.NoError(t, err)
	for i, sc := range scenarios {
		t.Run(sc.Name, func(t *testing.T) {
			d := startDaemon(t)
			transports := []struct {
				name    string
				session func(testing.TB) *mcp.ClientSession
			}{{"http", d.httpSession}, {"stdio", d.stdioSession}}
			for j, tr := range transports {
				t.Run(tr.name, func(t *testing.T) {
					// Each pass posts the timeline anew under its own tab ids,
					// so the two passes share a daemon without sharing data.
					r, err := sc.Render(time.Now(), int64(1000*(2*i+j+1)))
					require.NoError(t, err)
					for _, p := range r.Posts {
						status, body := d.post(t, p.Endpoint, p.Body)
						scenario.CheckPost(t, p, status, body)
					}
					cs := tr.session(t)
					args := sc.Arguments()
					if j > 0 {
						// The first pass's errors are in the daemon too: keep
						// the reply to the errors this pass posted.
						args = withTab(args, r)
					}
					text, size := observeCall(t, cs, args)
					sc.CheckBundles(t, r, scenario.Reply(t, nil, text), size)
					if sc.Expect.GetErrors != nil {
						text, _ := observeCall(t, cs, sc.GetErrorsArguments())
						sc.CheckGetErrors(t, scenario.Reply(t, nil, text))
					}
				})
			}
		})
	}
}

// withTab restricts a query to the tab of the scenario's errors, when they
// all share one.
func withTab(args map[string]any, r *scenario.Rendered) map[string]any {
	if tab, ok := r.OnlyTab(); ok {
		out := map[string]any{"tab_id": tab}
		for k, v := range args {
			out[k] = v
		}
		return out
	}
	return args
}
