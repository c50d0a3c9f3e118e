package capture

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func lines(start time.Time, texts ...string) []ProcessEvent {
	var evs []ProcessEvent
	for i, t := range texts {
		evs = append(evs, ProcessEvent{Type: ProcessLine, Stream: "stderr", Text: t, Time: start.Add(time.Duration(i) * time.Millisecond)})
	}
	return evs
}

func TestProcessOutputBecomesProblems(t *testing.T) {
	s, clk := newTestStore(t, Config{})
	s.AddProcess("api", []ProcessEvent{{Type: ProcessStart, Time: t0, Command: "go run ./cmd/api"}})
	s.AddProcess("api", lines(t0.Add(time.Second),
		"listening on :8080",
		"panic: runtime error: index out of range [3] with length 3",
		"",
		"goroutine 1 [running]:",
		"main.handler(...)",
		"\t/project/cmd/api/main.go:42 +0x1d",
		"net/http.HandlerFunc.ServeHTTP(0x0?, {0x0?, 0x0?}, 0x0?)",
		"\t/usr/local/go/src/net/http/server.go:2294 +0x29",
		"exit status 2",
	))
	s.AddProcess("api", []ProcessEvent{{Type: ProcessExit, Time: t0.Add(2 * time.Second), ExitCode: 2}})
	clk.t = t0.Add(5 * time.Second)
	snap := s.Snapshot()
	probs := collect(snap.Problems)
	require.Len(t, probs, 1, "a panic with its stack is one problem: %+v", probs)
	p := probs[0]
	assert.Equal(t, SeverityError, p.Severity)
	assert.Contains(t, p.Message, "index out of range")
	assert.Equal(t, "/project/cmd/api/main.go:42", p.Location)
	require.Len(t, snap.Processes, 1)
	proc := snap.Processes[0]
	assert.Equal(t, "go run ./cmd/api", proc.Command)
	assert.False(t, proc.Running)
	assert.Equal(t, 2, proc.ExitCode)
	assert.Equal(t, 1, proc.Errors)
	assert.Equal(t, 9, snap.Lines.Len())
}

func TestRestartAndRebuildMoveSince(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	s.AddProcess("web", []ProcessEvent{{Type: ProcessStart, Time: t0}})
	s.AddProcess("web", []ProcessEvent{{Type: ProcessStart, Time: t0.Add(10 * time.Second)}})
	snap := s.Snapshot()
	assert.Equal(t, 1, snap.Processes[0].Restarts)
	assert.Equal(t, t0.Add(10*time.Second), snap.Processes[0].Since())

	s.AddProcess("web", lines(t0.Add(20*time.Second), "  VITE v7.3.8  ready in 312 ms"))
	s.AddProcess("web", []ProcessEvent{{Type: ProcessExit, Time: t0.Add(21 * time.Second)}})
	assert.Equal(t, t0.Add(20*time.Second), s.Snapshot().Processes[0].Since(), "a successful build is a boundary")
}

func TestFlushIdleClosesAQuietBlock(t *testing.T) {
	s, clk := newTestStore(t, Config{})
	s.AddProcess("py", lines(t0,
		"Traceback (most recent call last):",
		`  File "/project/app.py", line 3, in <module>`,
		"    main()",
		"ZeroDivisionError: division by zero",
	))
	clk.t = t0.Add(100 * time.Millisecond)
	s.FlushIdle()
	assert.Equal(t, 0, s.Snapshot().Problems.Len(), "the block may still be growing")
	clk.t = t0.Add(3 * time.Second)
	assert.Equal(t, 0, s.Snapshot().Problems.Len(), "a snapshot writes nothing")
	s.FlushIdle()
	probs := collect(s.Snapshot().Problems)
	require.Len(t, probs, 1)
	assert.Contains(t, probs[0].Message, "ZeroDivisionError")
}

// A run that fails with nothing recognised in its output still counts as
// an error, with its last stderr lines; a clean exit and a run whose
// problem was recognised add nothing.
func TestFailedExitIsAnError(t *testing.T) {
	s, _ := newTestStore(t, Config{})
	s.AddProcess("tool", []ProcessEvent{
		{Type: ProcessStart, Time: t0, Command: "php bulid.php"},
		{Type: ProcessLine, Time: t0.Add(time.Second), Stream: "stderr", Text: "Could not open input file: bulid.php"},
		{Type: ProcessExit, Time: t0.Add(2 * time.Second), ExitCode: 2},
	})
	snap := s.Snapshot()
	require.Len(t, snap.Processes, 1)
	assert.Positive(t, snap.Processes[0].Errors, "a failed run never shows 0 errors")
	probs := collect(snap.Problems)
	require.NotEmpty(t, probs)
	last := probs[len(probs)-1]
	assert.Contains(t, last.Message, "exited with code 2")
	assert.Contains(t, last.Block, "Could not open input file")

	s.AddProcess("ok", []ProcessEvent{
		{Type: ProcessStart, Time: t0, Command: "true"},
		{Type: ProcessExit, Time: t0.Add(time.Second), ExitCode: 0},
	})
	for _, p := range s.Snapshot().Processes {
		if p.ID == "ok" {
			assert.Zero(t, p.Errors)
		}
	}
}

// A problem's location is relative to the directory the process runs in,
// the route directory kept whole, and only server maps under that
// directory may be read.
func TestProblemLocationRelativeToProcessDir(t *testing.T) {
	s, clk := newTestStore(t, Config{})
	s.AddProcess("web", []ProcessEvent{{Type: ProcessStart, Time: t0, Command: "vite dev", Dir: "/home/me/kit", PID: 42}})
	s.AddProcess("web", lines(t0.Add(time.Second),
		"Error: no post",
		"    at load (/home/me/kit/src/routes/blog/[slug]/+page.server.ts:4:9)",
		"    at fn (/home/me/kit/node_modules/@sveltejs/kit/src/runtime/server/page/load_data.js:1:1)",
	))
	s.FlushOpen()
	clk.t = t0.Add(5 * time.Second)
	probs := collect(s.Snapshot().Problems)
	require.Len(t, probs, 1)
	assert.Equal(t, "src/routes/blog/[slug]/+page.server.ts:4:9", probs[0].Location)
	assert.Equal(t, []string{"/home/me/kit"}, s.ProcessDirs())
}
