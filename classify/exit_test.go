package classify

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestExit(t *testing.T) {
	type line struct {
		text   string
		stderr bool
	}
	tests := []struct {
		name     string
		lines    []line
		code     int
		wantMsg  string // "" for no exit finding
		wantLoc  string
		inBlock  string
		outBlock string
	}{
		{
			name:    "silent failure",
			lines:   []line{{"starting", false}, {"config: cannot read /project/app.toml", true}},
			code:    1,
			wantMsg: "exited with code 1",
			inBlock: "config: cannot read",
		},
		{
			name:    "location from stderr",
			lines:   []line{{"    at load (/project/src/config.js:12:5)", true}},
			code:    2,
			wantMsg: "exited with code 2",
			wantLoc: "/project/src/config.js:12:5",
		},
		{
			name:    "the message the located line states",
			lines:   []line{{"bundling", false}, {"src/cart.ts:3:4 cannot bundle ./missing", true}},
			code:    1,
			wantMsg: "cannot bundle ./missing",
			wantLoc: "src/cart.ts:3:4",
		},
		{
			name:    "stdout when stderr is silent",
			lines:   []line{{"loading config", false}, {"giving up", false}},
			code:    3,
			wantMsg: "exited with code 3",
			inBlock: "loading config\ngiving up",
		},
		{
			name:    "killed",
			lines:   []line{{"listening on :3000", false}},
			code:    137,
			wantMsg: "killed by signal SIGKILL (exit code 137)",
		},
		{
			name:  "clean exit",
			lines: []line{{"bye", true}},
			code:  0,
		},
		{
			name:  "error already reported",
			lines: []line{{"panic: boom", true}, {"", true}, {"goroutine 1 [running]:", true}},
			code:  2,
		},
		{
			name:  "failed right after its warnings",
			lines: []line{{"main.go:7:14: fmt.Printf format %d has arg name of wrong type string", true}},
			code:  1,
		},
		{
			name: "warned long before failing",
			lines: []line{{"main.go:7:14: fmt.Printf format %d has arg name of wrong type string", true},
				{"1", true}, {"2", true}, {"3", true}, {"4", true}, {"5", true}, {"6", true}, {"7", true}, {"8", true},
				{"9", true}, {"10", true}, {"11", true}, {"giving up", true}},
			code:    1,
			wantMsg: "exited with code 1",
			inBlock: "giving up",
		},
		{
			name: "only the last ten stderr lines",
			lines: []line{{"first", true}, {"2", true}, {"3", true}, {"4", true}, {"5", true}, {"6", true},
				{"7", true}, {"8", true}, {"9", true}, {"10", true}, {"last", true}, {"stdout only", false}},
			code:     1,
			wantMsg:  "exited with code 1",
			inBlock:  "last",
			outBlock: "first",
		},
		{
			name:     "stderr preferred over stdout",
			lines:    []line{{"stdout only", false}, {"disk full", true}},
			code:     1,
			wantMsg:  "exited with code 1",
			inBlock:  "disk full",
			outBlock: "stdout only",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := New()
			var got []Finding
			for i, l := range tt.lines {
				got = append(got, c.FeedStream(l.text, l.stderr, t0.Add(time.Duration(i)*time.Millisecond))...)
			}
			end := t0.Add(time.Second)
			got = append(got, c.Exit(tt.code, end)...)
			var exit []Finding
			for _, f := range got {
				if f.Category == "exit" {
					exit = append(exit, f)
				}
			}
			if tt.wantMsg == "" {
				assert.Empty(t, exit)
				return
			}
			require.Len(t, exit, 1)
			f := exit[0]
			assert.Equal(t, Error, f.Kind)
			assert.Equal(t, tt.wantMsg, f.Message)
			assert.Equal(t, tt.wantLoc, f.Location)
			assert.Equal(t, end, f.Time)
			assert.Contains(t, f.Block, tt.inBlock)
			if tt.outBlock != "" {
				assert.NotContains(t, f.Block, tt.outBlock)
			}
		})
	}
}

func TestStartForgetsPreviousRun(t *testing.T) {
	c := New()
	c.FeedStream("panic: boom", true, t0)
	require.NotEmpty(t, c.Exit(2, t0.Add(time.Millisecond)), "the panic itself")
	assert.Empty(t, c.Start())
	c.FeedStream("could not bind port", true, t0.Add(time.Second))
	got := c.Exit(1, t0.Add(2*time.Second))
	require.Len(t, got, 1, "the new run failed with nothing recognised")
	assert.Equal(t, "exited with code 1", got[0].Message)
	assert.Equal(t, "could not bind port", got[0].Block)
}

// TestExitStated checks the message Exit takes from the lines around the
// place it found: the located line's own words, else the problem stated
// above its frames in the same block; none across a blank line.
func TestExitStated(t *testing.T) {
	tail := []string{"bundling", "Oops: could not inline the asset", "    at inline (/project/src/assets.js:7:3)"}
	assert.Equal(t, "could not inline the asset", exitStated(tail, 2), `"Oops: " is the program's prefix`)
	tail = []string{"Oops: could not inline the asset", "", "    at inline (/project/src/assets.js:7:3)"}
	assert.Equal(t, "", exitStated(tail, 2))
	tail = []string{"[build] failed to inline /project/src/assets.js:7:3 (too big)"}
	assert.Equal(t, "failed to inline (too big)", exitStated(tail, 0))
}
