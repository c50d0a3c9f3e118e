package daemon

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

func TestStatus(t *testing.T) {
	now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	d := newDaemon(t, Config{Version: "v9", Store: capture.Config{Now: func() time.Time { return now }}})
	// The pid is no process: its ports come from the banner it printed.
	d.Store().AddProcess("vite", []capture.ProcessEvent{
		{Type: capture.ProcessStart, Time: now.Add(-time.Hour), Command: "npm run dev", Dir: "/work/shop", PID: 1 << 30},
		{Type: capture.ProcessLine, Time: now.Add(-time.Hour), Stream: "stdout", Text: "  ➜  Local:   http://localhost:5173/"},
	})
	meta := func(ago time.Duration, tab capture.TabID, page string) capture.Meta {
		return capture.Meta{Time: now.Add(-ago), TabID: tab, PageURL: page}
	}
	d.Store().Add(capture.Batch{
		Logs: []*capture.Log{
			{Meta: meta(2*time.Minute, "3", "http://localhost:5173/old"), Level: "info", Message: "too old"},
			{Meta: meta(30*time.Second, "7", "http://localhost:5173/"), Level: "info", Message: "a"},
		},
		Actions: []*capture.Action{{Meta: meta(10*time.Second, "7", "http://localhost:5173/cart"), Type: "click"}},
	})

	resp := do(t, d.Handler(), http.MethodGet, "/v1/status", "127.0.0.1:7373", "", "")
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var st Status
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&st))
	assert.Equal(t, "v9", st.Version)
	assert.Equal(t, d.Addr(), st.Addr)
	assert.Equal(t, 2, st.Stats.Buffers["logs"].Count)
	require.Len(t, st.Processes, 1)
	assert.Equal(t, StatusProcess{ID: "vite", Command: "npm run dev", Project: "/work/shop", PID: 1 << 30, Running: true,
		Ports: []int{5173}, Started: now.Add(-time.Hour)}, st.Processes[0])
	assert.Equal(t, []StatusTab{{TabID: "7", Page: "http://localhost:5173/cart", LastSeen: now.Add(-10 * time.Second), Events: 2}}, st.Tabs,
		"tab 3 was last heard from two minutes ago")

	resp = do(t, d.Handler(), http.MethodPost, "/v1/status", "127.0.0.1:7373", "", "{}")
	assert.Equal(t, http.StatusMethodNotAllowed, resp.StatusCode)
}
