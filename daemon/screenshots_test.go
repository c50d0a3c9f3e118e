package daemon

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/screenshot"
)

var pngBytes = append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{7}, 64)...)

func TestScreenshotRoutes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "shots")
	d := newDaemon(t, Config{ScreenshotDir: dir})
	go d.Serve()
	base := "http://" + d.Addr()
	at := time.Now().UTC().Truncate(time.Millisecond)
	post := func(query string, body []byte) (int, string) {
		resp, err := http.Post(base+"/v1/screenshots?"+query, "image/png", bytes.NewReader(body))
		require.NoError(t, err)
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	ts := fmt.Sprintf("timestamp=%d", at.UnixMilli())
	for _, tt := range []struct {
		name, query string
		body        []byte
		status      int
		says        string
	}{
		{"not a png", "tab_id=7&" + ts, []byte("GIF89a"), 400, "not a PNG"},
		{"no timestamp", "tab_id=7", pngBytes, 400, "timestamp"},
		{"bad timestamp", "tab_id=7&timestamp=yesterday", pngBytes, 400, "timestamp"},
		{"bad tab", "tab_id=../x&" + ts, pngBytes, 400, "tab_id"},
		{"too large", "tab_id=7&" + ts, append(pngBytes, make([]byte, screenshot.MaxSize)...), 413, "over"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			status, body := post(tt.query, tt.body)
			assert.Equal(t, tt.status, status, body)
			assert.Contains(t, body, tt.says)
		})
	}
	assert.Zero(t, d.shots.Stats().Count, "nothing bad was kept")

	status, body := post("tab_id=7&"+ts, pngBytes)
	require.Equal(t, 201, status, body)
	var saved struct{ ID, Path string }
	require.NoError(t, json.Unmarshal([]byte(body), &saved))
	assert.Equal(t, dir, filepath.Dir(saved.Path))

	resp, err := http.Get(base + "/v1/screenshots/" + saved.ID)
	require.NoError(t, err)
	got, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	assert.Equal(t, 200, resp.StatusCode)
	assert.Equal(t, "image/png", resp.Header.Get("Content-Type"))
	assert.Equal(t, pngBytes, got)
	for _, id := range []string{"nope", "..%2fstate", saved.ID + ".tmp"} {
		resp, err := http.Get(base + "/v1/screenshots/" + id)
		require.NoError(t, err)
		resp.Body.Close()
		assert.Equal(t, 404, resp.StatusCode, id)
	}

	// The error of that tab and moment names the file; another tab's does not.
	events := fmt.Sprintf(`{"errors":[{"timestamp":%d,"tab_id":7,"message":"TypeError: boom","type":"TypeError"},{"timestamp":%d,"tab_id":8,"message":"other tab"}]}`,
		at.UnixMilli()+200, at.UnixMilli())
	resp, err = http.Post(base+"/v1/events", "application/json", strings.NewReader(events))
	require.NoError(t, err)
	resp.Body.Close()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil).Connect(context.Background(),
		&mcp.StreamableClientTransport{Endpoint: base + "/mcp"}, nil)
	require.NoError(t, err)
	defer cs.Close()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "observe", Arguments: map[string]any{"what": "error_bundles"}})
	require.NoError(t, err)
	var reply struct {
		Bundles []struct {
			Error struct{ Message, Screenshot string }
		}
	}
	require.NoError(t, json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &reply))
	require.Len(t, reply.Bundles, 2)
	for _, b := range reply.Bundles {
		if b.Error.Message == "TypeError: boom" {
			assert.Equal(t, saved.Path, b.Error.Screenshot)
		} else {
			assert.Empty(t, b.Error.Screenshot)
		}
	}
}

func TestScreenshotsOff(t *testing.T) {
	d := newDaemon(t, Config{})
	resp := do(t, d.Handler(), "POST", "/v1/screenshots?tab_id=1&timestamp=1770373805123", "localhost:7373", "", string(pngBytes))
	assert.Equal(t, http.StatusServiceUnavailable, resp.StatusCode)
}
