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

// nextRouteError is next dev 16's report of a route handler's error
// (classify/testdata/next/nextjs16-dev-routes.txt): the error, then its
// frame and code frame.
var nextRouteError = []string{
	"⨯ TypeError: Cannot read properties of null (reading 'name')",
	"    at GET (/home/me/shop/app/api/profile/[id]/route.ts:10:41)",
	"   8 |   const { id } = await params;",
	"   9 |   const profile = load(id);",
	"> 10 |   return Response.json({ name: profile!.name.toUpperCase() });",
	"     |                                         ^",
}

// The relay delivers a block in two batches; between them a query finds
// the process quiet for more than a second by the line times and stores
// the head alone. The second batch completes that problem: one problem,
// with the location, which arrives anew so that a reader past the early
// one sees it; snapshots taken before keep what they had.
func TestLateLinesCompleteAnIdleFlushedProblem(t *testing.T) {
	s, clk := newTestStore(t, Config{})
	s.AddProcess("web", []ProcessEvent{{Type: ProcessStart, Time: t0, Command: "next dev", Dir: "/home/me/shop"}})
	printed := t0.Add(time.Second)
	s.AddProcess("web", lines(printed, nextRouteError[0]))

	clk.t = printed.Add(1500 * time.Millisecond)
	s.FlushIdle()
	before := s.Snapshot()
	early := collect(before.Problems)
	require.Len(t, early, 1)
	assert.Empty(t, early[0].Location, "only the head has arrived")
	assert.Equal(t, 1, before.Processes[0].Errors)

	changed := s.Changed()
	batch := lines(printed, nextRouteError...)[1:] // printed a millisecond after the head
	s.AddProcess("web", append(batch, lines(printed.Add(10*time.Millisecond),
		" GET /api/profile/2 500 in 1829ms (next.js: 1313ms, application-code: 516ms)")...))
	select {
	case <-changed:
	default:
		t.Fatal("the completed problem wakes waiting readers")
	}

	after := s.Snapshot()
	probs := collect(after.Problems)
	require.Len(t, probs, 1, "one problem, not the head and then the rest: %+v", probs)
	p := probs[0]
	assert.Equal(t, "TypeError: Cannot read properties of null (reading 'name')", p.Message)
	assert.Equal(t, "app/api/profile/[id]/route.ts:10:41", p.Location)
	assert.Contains(t, p.Block, "> 10 |")
	assert.Equal(t, printed, p.Time, "still the time its head was printed")
	assert.Greater(t, p.Seq, before.Seq, "a reader past the early problem sees the whole one")
	assert.Equal(t, 1, after.Processes[0].Errors, "counted once")

	// What was handed out before is unchanged.
	assert.Empty(t, early[0].Location)
	assert.Len(t, collect(before.Problems), 1)
	assert.Same(t, early[0], collect(before.Problems)[0])

	s.FlushIdle()
	clk.t = clk.t.Add(time.Hour)
	s.FlushIdle()
	assert.Len(t, collect(s.Snapshot().Problems), 1, "nothing more to flush")
}

// A loaded machine delivers a block's first batch a second and a half
// after it was printed, and the rest a tenth of a second later. A query
// between the two finds the lines old but the process's output still
// arriving: it stores nothing early, and the block is one problem.
func TestIdleFlushWaitsForArrivalsToStop(t *testing.T) {
	s, clk := newTestStore(t, Config{})
	s.AddProcess("web", []ProcessEvent{{Type: ProcessStart, Time: t0, Command: "next dev", Dir: "/home/me/shop"}})
	printed := t0.Add(time.Second)
	clk.t = printed.Add(1500 * time.Millisecond)
	s.AddProcess("web", lines(printed, nextRouteError[0]))
	due, open := s.IdleDue()
	require.True(t, open)
	assert.Equal(t, clk.t.Add(time.Second+time.Millisecond), due, "a second after the batch arrived")

	clk.t = clk.t.Add(50 * time.Millisecond)
	s.FlushIdle()
	assert.Zero(t, s.Snapshot().Problems.Len(), "output is still arriving")

	clk.t = clk.t.Add(50 * time.Millisecond)
	s.AddProcess("web", lines(printed, nextRouteError...)[1:])
	clk.t = clk.t.Add(1100 * time.Millisecond)
	s.FlushIdle()
	probs := collect(s.Snapshot().Problems)
	require.Len(t, probs, 1, "%+v", probs)
	assert.Equal(t, "app/api/profile/[id]/route.ts:10:41", probs[0].Location)
	assert.Equal(t, 1, s.Snapshot().Processes[0].Errors)
}

// Lines printed more than classify.Gap after a flushed block's last line
// continue nothing: the early problem stays, and the line is read afresh.
func TestLinesAfterTheGapLeaveAnIdleFlushedProblem(t *testing.T) {
	s, clk := newTestStore(t, Config{})
	s.AddProcess("web", lines(t0, nextRouteError[0]))
	clk.t = t0.Add(1500 * time.Millisecond)
	s.FlushIdle()
	seq := s.Snapshot().Seq
	s.AddProcess("web", lines(t0.Add(2*time.Second), nextRouteError[1:]...))
	clk.t = t0.Add(time.Hour)
	s.FlushIdle()
	probs := collect(s.Snapshot().Problems)
	require.Len(t, probs, 1, "%+v", probs)
	assert.Empty(t, probs[0].Location)
	assert.LessOrEqual(t, probs[0].Seq, seq, "the early problem is left as it was")
}

// A problem stored early whose block turns out to be no problem once its
// next line arrives is removed: Godot's engine errors name the engine's
// own source (classify/testdata/generic/godot3-parse.txt).
func TestIdleFlushedProblemWithdrawn(t *testing.T) {
	s, clk := newTestStore(t, Config{})
	s.AddProcess("game", lines(t0, "ERROR: get_language_code: Invalid locale 'C'."))
	clk.t = t0.Add(1500 * time.Millisecond)
	s.FlushIdle()
	require.Len(t, collect(s.Snapshot().Problems), 1)
	s.AddProcess("game", lines(t0.Add(time.Millisecond), "   At: core/translation.cpp:945."))
	s.FlushOpen()
	snap := s.Snapshot()
	assert.Empty(t, collect(snap.Problems))
	assert.Zero(t, snap.Processes[0].Errors)
	assert.Equal(t, int64(2*eventOverhead)+int64(len("ERROR: get_language_code: Invalid locale 'C'.")+len("   At: core/translation.cpp:945.")+2*len("stderr")+2*len("game")),
		s.Stats().Bytes, "the bytes of the two lines alone")
}

// Two children of turbo print at once and a query comes while both
// reports are half through: each child's problem is stored early, then
// replaced by its whole block when its rest arrives; each keeps its scope.
// Web's own rebuild retires web's problem only.
func TestInterleavedChildrenFlushedApart(t *testing.T) {
	s, clk := newTestStore(t, Config{})
	printed := t0.Add(time.Second)
	s.AddProcess("dev", lines(printed,
		"api:dev: TypeError: routes./cart is not a function",
		"api:dev:     at Timeout._onTimeout (/project/packages/api/server.js:23:20)",
		"web:dev: 8:21:43 AM [vite] Internal server error: Failed to resolve import \"./Cart\" from \"src/main.js\". Does the file exist?",
		"web:dev:   Plugin: vite:import-analysis",
	))
	clk.t = printed.Add(1500 * time.Millisecond)
	s.FlushIdle()
	early := collect(s.Snapshot().Problems)
	require.Len(t, early, 2, "each child's head is stored")
	for _, p := range early {
		if p.Scope == "web:dev" {
			assert.Empty(t, p.Location, "Vite's File: line has not arrived")
		}
	}

	s.AddProcess("dev", lines(printed.Add(4*time.Millisecond),
		"web:dev:   File: /project/packages/web/src/main.js:1:23",
		"api:dev:     at listOnTimeout (node:internal/timers:581:17)",
	))
	s.FlushOpen()
	probs := collect(s.Snapshot().Problems)
	require.Len(t, probs, 2, "each early problem replaced by its whole block: %+v", probs)
	byScope := map[string]*Problem{}
	for _, p := range probs {
		byScope[p.Scope] = p
	}
	require.Contains(t, byScope, "api:dev")
	require.Contains(t, byScope, "web:dev")
	assert.Equal(t, "/project/packages/api/server.js:23:20", byScope["api:dev"].Location)
	assert.Equal(t, "/project/packages/web/src/main.js:1:23", byScope["web:dev"].Location)
	assert.Equal(t, 2, s.Snapshot().Processes[0].Errors)

	s.AddProcess("dev", lines(printed.Add(5*time.Second), "web:dev: 8:21:48 AM [vite] (client) page reload src/Cart.js"))
	p := s.Snapshot().Processes[0]
	assert.Equal(t, printed, p.Since(), "a child's rebuild moves no cut-off of the process's own")
	assert.Equal(t, printed.Add(5*time.Second), p.SinceScope("web:dev"))
	assert.Equal(t, printed, p.SinceScope("api:dev"))
}
