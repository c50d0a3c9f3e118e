package cli

import (
	"bytes"
	"context"
	"flag"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
	"github.com/errbundle/errbundle/daemon"
	"github.com/errbundle/errbundle/observe"
	"github.com/errbundle/errbundle/skills"
)

func TestToolFlags(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		want    map[string]any
		wantErr string
	}{
		{"none", nil, map[string]any{}, ""},
		{"integer", []string{"--limit", "3"}, map[string]any{"limit": int64(3)}, ""},
		{"_seconds alias", []string{"--window", "2.5"}, map[string]any{"window_seconds": 2.5}, ""},
		{"dashes for underscores", []string{"--status-min", "400", "--include-warnings=false"},
			map[string]any{"status_min": int64(400), "include_warnings": false}, ""},
		{"bool alone", []string{"--raw"}, map[string]any{"raw": true}, ""},
		{"union: number first", []string{"--tab_id", "7", "--since", "1700000000"},
			map[string]any{"tab_id": int64(7), "since": float64(1700000000)}, ""},
		{"union: else string", []string{"--tab_id", "abc", "--since", "5m"},
			map[string]any{"tab_id": "abc", "since": "5m"}, ""},
		{"enum", []string{"--scope", "all"}, map[string]any{"scope": "all"}, ""},
		{"not in the enum", []string{"--scope", "mine"}, nil, "want one of project, all"},
		{"not an integer", []string{"--limit", "many"}, nil, "want integer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := flag.NewFlagSet("t", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			flags := addToolFlags(fs, observe.InputSchema(), "what")
			err := fs.Parse(tt.args)
			if tt.wantErr != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.wantErr)
				return
			}
			require.NoError(t, err)
			got, err := flags.arguments()
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestToolFlagsCoverSchema checks that every argument of the tool but what
// is a flag: a new argument needs no change here.
func TestToolFlagsCoverSchema(t *testing.T) {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	addToolFlags(fs, observe.InputSchema(), "what")
	for name := range observe.InputSchema().Properties {
		if name != "what" {
			assert.NotNil(t, fs.Lookup(name), name)
		}
	}
	assert.Nil(t, fs.Lookup("what"))
}

func TestObserveUsage(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		wantCode int
		wantErr  string
	}{
		{"help", []string{"--help"}, ExitOK, "--window_seconds number, --window, --window-seconds"},
		{"no what", nil, ExitUsage, "missing <what>"},
		{"bad fail-on", []string{"errors", "--fail-on", "info"}, ExitUsage, `--fail-on "info": want error or warning`},
		{"bad flag value", []string{"errors", "--limit", "x"}, ExitUsage, "want integer"},
		{"extra argument", []string{"errors", "logs"}, ExitUsage, `unexpected argument "logs"`},
		// Nobody listens on port 9 of loopback.
		{"no daemon", []string{"errors", "--addr", "127.0.0.1:9"}, ExitUsage, "no errbundle daemon answers at 127.0.0.1:9"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := Observe(context.Background(), tt.args, "127.0.0.1:9", "", &stdout, &stderr)
			assert.Equal(t, tt.wantCode, code)
			assert.Contains(t, stderr.String(), tt.wantErr)
			assert.Empty(t, stdout.String())
		})
	}
}

func TestFound(t *testing.T) {
	tests := []struct {
		name        string
		text        string
		errs, warns int
	}{
		{"get_errors text", "=== Errors (3) ===\n[browser:js] …\n=== Warnings (2) ===\n…", 3, 2},
		{"get_errors text, warnings only", "=== Warnings (1) ===\n…", 0, 1},
		{"nothing", "No errors found.", 0, 0},
		{"errors", `{"errors":[],"error_count":2,"warning_count":1}`, 2, 1},
		{"bundles", `{"bundles":[{},{}],"count":2}`, 2, 0},
		{"no bundles, other apps'", `{"other_apps":"4 errors in other apps; scope: \"all\" to see them","bundles":[],"count":0}`, 0, 0},
		{"processes", `{"processes":[{"errors":1,"warnings":2},{"errors":0,"warnings":1}],"count":2}`, 1, 3},
		{"logs", `{"logs":[{"level":"error"},{"level":"warn"},{"level":"info"}],"count":3}`, 1, 1},
		{"requests", `{"requests":[{"status":500},{"status":0,"error":"net::ERR_FAILED"},{"status":404},{"status":200}]}`, 2, 1},
		{"actions", `{"actions":[{"type":"click"}],"count":1}`, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs, warns := Found(tt.text)
			assert.Equal(t, tt.errs, errs, "errors")
			assert.Equal(t, tt.warns, warns, "warnings")
		})
	}
}

func TestInstallSkill(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "skills", "errbundle")
	path, err := InstallSkill(dir)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "SKILL.md"), path)
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, skills.Errbundle, b)
	// A file where the folder should be.
	file := filepath.Join(t.TempDir(), "f")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	_, err = InstallSkill(file)
	assert.Error(t, err)
}

func TestWriteStatus(t *testing.T) {
	now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	st := daemon.Status{
		Version: "v1.2.3", Addr: "127.0.0.1:7373",
		Stats: capture.Stats{Bytes: 3 << 10, BudgetBytes: 64 << 20, Buffers: map[string]capture.BufferStats{
			"errors": {Count: 2, Capacity: 10000, Bytes: 1 << 10},
			"lines":  {Count: 40, Capacity: 20000, Bytes: 2 << 10},
		}},
		Processes: []daemon.StatusProcess{
			{ID: "npm-run-dev", Command: "npm run dev", Project: "/work/shop", PID: 4242, Running: true, Ports: []int{5173, 24678}},
			{ID: "npm-run-dev-blog", Command: "npm run dev", Project: "/work/blog", PID: 4300, Ports: []int{}},
		},
		Tabs: []daemon.StatusTab{{TabID: "7", Page: "http://localhost:5173/cart", LastSeen: now.Add(-12 * time.Second), Events: 9}},
	}
	var b bytes.Buffer
	WriteStatus(&b, NewReport(st, t.TempDir(), t.TempDir()), now)
	assert.Equal(t, `errbundle v1.2.3 on 127.0.0.1:7373

buffers (3.0 KiB of 64.0 MiB):
  errors  2/10000   1.0 KiB
  lines   40/20000  2.0 KiB

processes (errbundle run):
  npm-run-dev       running  pid 4242  ports 5173,24678  /work/shop  npm run dev
  npm-run-dev-blog  exited   pid 4300  ports ?           /work/blog  npm run dev

tabs (heard from in the last 60 s):
  7  http://localhost:5173/cart  12s ago  9 events

MCP clients (configuration files):
  none found

missing:
  ✗ no MCP client configuration names errbundle (Claude Code, Cursor, VS Code, Windsurf)
    fix: claude mcp add errbundle -- errbundle mcp
`, b.String())
}
