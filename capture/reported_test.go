package capture

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// consoleError is how Godot 4.6.3 printed push_error("inventory failed to
// load") at res://main.gd:10 (cmd/errbundle/testdata/godot-game); the
// 4.2–4.4 form, from Godot's documented output, has no backtrace.
var (
	consoleError = []string{
		"ERROR: inventory failed to load",
		"   at: push_error (core/variant/variant_utility.cpp:1024)",
		"   GDScript backtrace (most recent call first):",
		"       [0] _ready (res://main.gd:10)",
	}
	consoleError43 = consoleError[:2]
)

// reportedError is the same error as errbundle run forwards it from the
// debugger stream.
func reportedError(at time.Time, location string) ProcessEvent {
	return ProcessEvent{Type: ProcessProblem, Time: at, Severity: SeverityError, Category: "godot",
		Text: "inventory failed to load", Location: location,
		Block: "ERROR: inventory failed to load\n   at: push_error (core/variant/variant_utility.cpp:1024)\n   GDScript backtrace (most recent call first):\n       [0] _ready (res://main.gd:10)"}
}

func TestReportedAndPrintedOnce(t *testing.T) {
	at := t0.Add(time.Second)
	tests := []struct {
		name   string
		events []ProcessEvent
		want   []string // the stored problems' locations
	}{
		{"reported first", append([]ProcessEvent{reportedError(at, "res://main.gd:10")}, lines(at.Add(5*time.Millisecond), consoleError...)...),
			[]string{"res://main.gd:10"}},
		{"printed first", append(lines(at, consoleError...), reportedError(at.Add(50*time.Millisecond), "res://main.gd:10")),
			[]string{"res://main.gd:10"}},
		{"printed first, in Godot 4.3's form with no script line", append(lines(at, consoleError43...), reportedError(at.Add(50*time.Millisecond), "res://main.gd:10")),
			[]string{"res://main.gd:10"}},
		{"reported first, then the 4.3 form", append([]ProcessEvent{reportedError(at, "res://main.gd:10")}, lines(at.Add(5*time.Millisecond), consoleError43...)...),
			[]string{"res://main.gd:10"}},
		{"the same message at another script line is another error", append([]ProcessEvent{reportedError(at, "res://other.gd:3")}, lines(at.Add(5*time.Millisecond), consoleError...)...),
			[]string{"res://other.gd:3", "res://main.gd:10"}},
		{"printed 5 s before it was reported, by a stalled game", append(lines(at, consoleError...), reportedError(at.Add(5*time.Second), "res://main.gd:10")),
			[]string{"res://main.gd:10"}},
		{"the same error 11 s later is another", append([]ProcessEvent{reportedError(at, "res://main.gd:10")}, lines(at.Add(11*time.Second), consoleError...)...),
			[]string{"res://main.gd:10", "res://main.gd:10"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, clk := newTestStore(t, Config{})
			s.AddProcess("game", []ProcessEvent{{Type: ProcessStart, Time: t0, Dir: "/home/me/game"}})
			for _, ev := range tt.events {
				s.AddProcess("game", []ProcessEvent{ev})
			}
			s.AddProcess("game", []ProcessEvent{{Type: ProcessExit, Time: at.Add(12 * time.Second)}})
			clk.t = at.Add(20 * time.Second)
			snap := s.Snapshot()
			var got []string
			for _, p := range collect(snap.Problems) {
				got = append(got, p.Location)
				assert.Equal(t, "inventory failed to load", p.Message)
			}
			assert.ElementsMatch(t, tt.want, got)
			assert.Equal(t, len(tt.want), snap.Processes[0].Errors, "counted once each")
		})
	}
}

func TestReportedKeepsItsBlock(t *testing.T) {
	s, clk := newTestStore(t, Config{})
	at := t0.Add(time.Second)
	s.AddProcess("game", append(lines(at, consoleError43...), reportedError(at.Add(50*time.Millisecond), "res://main.gd:10")))
	s.AddProcess("game", []ProcessEvent{{Type: ProcessExit, Time: at.Add(time.Second)}})
	clk.t = at.Add(5 * time.Second)
	probs := collect(s.Snapshot().Problems)
	require.Len(t, probs, 1)
	assert.Contains(t, probs[0].Block, "[0] _ready (res://main.gd:10)", "the debugger's backtrace, which the 4.3 console lacks")
}

func TestEveryFrameErrorPairsOneToOne(t *testing.T) {
	// An error raised on three frames: three copies from each side, in
	// the order a relay delivers them, are three errors.
	s, clk := newTestStore(t, Config{})
	at := t0.Add(time.Second)
	var evs []ProcessEvent
	for i := range 3 {
		frame := at.Add(time.Duration(i) * 16 * time.Millisecond)
		evs = append(evs, reportedError(frame, "res://main.gd:10"))
		evs = append(evs, lines(frame.Add(time.Millisecond), consoleError...)...)
	}
	s.AddProcess("game", evs)
	s.AddProcess("game", []ProcessEvent{{Type: ProcessExit, Time: at.Add(time.Second)}})
	clk.t = at.Add(5 * time.Second)
	snap := s.Snapshot()
	assert.Len(t, collect(snap.Problems), 3)
	assert.Equal(t, 3, snap.Processes[0].Errors)
}
