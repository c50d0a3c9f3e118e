package observe

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/errbundle/errbundle/capture"
)

// godotConsole feeds the store the console of a real Godot 4.6.3 game
// (testdata/godot4-game, made by its gen.sh), one line a millisecond from
// at, as errbundle run would post it for process id.
func godotConsole(tb testing.TB, store *capture.Store, id string, at time.Time) {
	tb.Helper()
	b, err := os.ReadFile("testdata/godot4-game/console.txt")
	require.NoError(tb, err)
	evs := []capture.ProcessEvent{{Type: capture.ProcessStart, Time: at.Add(-time.Second), Command: "godot --path .", Dir: "/project"}}
	for i, line := range strings.Split(strings.TrimRight(string(b), "\n"), "\n") {
		evs = append(evs, capture.ProcessEvent{Type: capture.ProcessLine, Stream: "stderr", Text: line, Time: at.Add(time.Duration(i) * time.Millisecond)})
	}
	// The game quits: its last block ends with it.
	evs = append(evs, capture.ProcessEvent{Type: capture.ProcessExit, Time: at.Add(time.Second)})
	store.AddProcess(id, evs)
}

// entries decodes an errors reply's entries.
func entries(tb testing.TB, text string) (map[string]any, []map[string]any) {
	tb.Helper()
	r := decode(tb, text)
	var es []map[string]any
	for _, e := range r["errors"].([]any) {
		es = append(es, e.(map[string]any))
	}
	return r, es
}

func TestErrorsViewListsEverySource(t *testing.T) {
	store, now := clockStore(t, capture.Config{})
	// Oldest to newest: a browser error, the game's three problems, a
	// console warning, a backend exception.
	store.Add(capture.Batch{Errors: []*capture.Error{{Meta: capture.Meta{Time: now.Add(-50 * time.Second), TabID: "1"},
		Message: "Cannot read properties of undefined (reading 'id')", Type: "TypeError", Kind: capture.KindException,
		Source: "app.js", URL: "http://localhost:5173/src/app.js", Line: 12, Column: 5}}})
	godotConsole(t, store, "game", now.Add(-40*time.Second))
	store.Add(capture.Batch{Logs: []*capture.Log{{Meta: capture.Meta{Time: now.Add(-30 * time.Second), TabID: "1"}, Level: capture.LevelWarn, Message: "deprecated prop"}}})
	store.AddBackend([]*capture.Backend{{Meta: capture.Meta{Time: now.Add(-20 * time.Second)}, Service: "api", Kind: capture.BackendEvent,
		Severity: capture.SeverityError, Type: "KeyError", Message: "42", Route: "/api/users/{id}", Status: 500,
		Frames: []capture.Frame{{Function: "handler", File: "/project/app.py", Line: 7, InApp: true}}}})
	cs := connect(t, store)

	text, _, isErr := call(t, cs, map[string]any{"what": "errors", "severity": "all"})
	require.False(t, isErr, text)
	r, es := entries(t, text)
	require.Len(t, es, 6, text)
	assert.EqualValues(t, 4, r["error_count"], "the browser's, the game's two, the backend's")
	assert.EqualValues(t, 2, r["warning_count"], "the game's push_warning and the console warning")
	type want struct {
		source, severity, message, file string
		line                            float64
	}
	for i, w := range []want{
		{"backend:api", "error", "42", "/project/app.py", 7},
		{"browser", "warning", "deprecated prop", "", 0},
		{"process:game", "error", "Cannot call method 'queue_free' on a null value.", "res://main.gd", 8},
		{"process:game", "error", "the save file is corrupt", "res://main.gd", 11},
		{"process:game", "warning", "low on mana", "res://main.gd", 5},
		{"browser", "error", "Cannot read properties of undefined (reading 'id')", "http://localhost:5173/src/app.js", 12},
	} {
		e := es[i]
		assert.Equal(t, w.source, e["source"], "entry %d", i)
		assert.Equal(t, w.severity, e["severity"], "entry %d", i)
		assert.Equal(t, w.message, e["message"], "entry %d", i)
		if w.file != "" {
			assert.Equal(t, w.file, e["file"], "entry %d", i)
			assert.Equal(t, w.line, e["line"], "entry %d", i)
		}
	}
	assert.Contains(t, es[3]["block"], "[1] _ready (res://main.gd:6)", "the GDScript backtrace comes with a Godot error")
	assert.Equal(t, "app.js", es[5]["script"], "the script the browser named")
	assert.Equal(t, "KeyError", es[0]["type"])
	assert.Equal(t, "/api/users/{id}", es[0]["route"])

	// The default severity is error, for every source.
	_, es = entries(t, must(call(t, cs, map[string]any{"what": "errors"})))
	require.Len(t, es, 4)
	for _, e := range es {
		assert.Equal(t, "error", e["severity"])
	}

	// source picks one kind; process_id one process.
	for _, tt := range []struct {
		name    string
		args    map[string]any
		sources []string
	}{
		{"process", map[string]any{"source": "process", "severity": "all"}, []string{"process:game", "process:game", "process:game"}},
		{"browser", map[string]any{"source": "browser", "severity": "all"}, []string{"browser", "browser"}},
		{"backend", map[string]any{"source": "backend"}, []string{"backend:api"}},
		{"process_id", map[string]any{"process_id": "game"}, []string{"process:game", "process:game"}},
		{"another process", map[string]any{"process_id": "web"}, nil},
		{"since", map[string]any{"since": "35s", "severity": "all"}, []string{"backend:api", "browser"}},
		{"limit", map[string]any{"limit": 2, "severity": "warning"}, []string{"browser", "process:game"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tt.args["what"] = "errors"
			_, es := entries(t, must(call(t, cs, tt.args)))
			var got []string
			for _, e := range es {
				got = append(got, e["source"].(string))
			}
			assert.Equal(t, tt.sources, got)
		})
	}

	text, _, isErr = call(t, cs, map[string]any{"what": "errors", "source": "game"})
	assert.True(t, isErr, "an unknown source is the agent's error: %s", text)
	assert.Contains(t, text, "source")
}

func must(text string, _ int, isErr bool) string {
	if isErr {
		panic("tool error: " + text)
	}
	return text
}

func TestErrorsViewClearAfterReadEverySource(t *testing.T) {
	store, now := clockStore(t, capture.Config{})
	store.Add(capture.Batch{Errors: []*capture.Error{{Meta: capture.Meta{Time: now.Add(-50 * time.Second)}, Message: "browser boom"}}})
	godotConsole(t, store, "game", now.Add(-40*time.Second))
	cs := connect(t, store)

	_, es := entries(t, must(call(t, cs, map[string]any{"what": "errors", "limit": 2, "clear_after_read": true})))
	require.Len(t, es, 2)
	assert.Equal(t, "process:game", es[0]["source"])
	assert.Equal(t, "process:game", es[1]["source"])
	r, es := entries(t, must(call(t, cs, map[string]any{"what": "errors"})))
	require.Len(t, es, 1, "the two game errors read are not listed again")
	assert.Equal(t, "browser boom", es[0]["message"])
	assert.EqualValues(t, 1, r["error_count"])
	assert.Contains(t, must(call(t, cs, map[string]any{"what": "get_errors", "since": "1h"})), "the save file is corrupt", "get_errors still sees them")
}
