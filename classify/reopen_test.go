package classify

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// nextRouteError is a route handler's error as next dev 16 printed it, from
// testdata/next/nextjs16-dev-routes.txt (lines 18–26): the error, its
// frame and code frame, then the request's own line, which ends the block.
var nextRouteError = []string{
	"⨯ TypeError: Cannot read properties of null (reading 'name')",
	"    at GET (app/api/profile/[id]/route.ts:10:41)",
	"   8 |   const { id } = await params;",
	"   9 |   const profile = load(id);",
	"> 10 |   return Response.json({ name: profile!.name.toUpperCase() });",
	"     |                                         ^",
	"  11 | }",
	"  12 |",
	" GET /api/profile/2 500 in 1829ms (next.js: 1313ms, application-code: 516ms)",
}

// ms is t0 plus n milliseconds: the time a line was produced.
func ms(n int) time.Time { return t0.Add(time.Duration(n) * time.Millisecond) }

// The head of a block arrives in one batch, a query finds the process quiet
// for more than a second by the store's clock and reports the head alone,
// then the rest of the block arrives, printed a millisecond after the head.
// The block goes on, and its finding replaces the one reported.
func TestIdleFlushedBlockReopens(t *testing.T) {
	c := New()
	require.Empty(t, c.Feed(nextRouteError[0], ms(0)))
	early := c.FlushIdle(ms(0).Add(Gap+time.Millisecond), Gap)
	require.Len(t, early, 1)
	assert.Equal(t, "TypeError: Cannot read properties of null (reading 'name')", early[0].Message)
	assert.Empty(t, early[0].Location, "the frame has not arrived")
	assert.False(t, early[0].Reopened)
	_, open := c.LastOpen()
	assert.False(t, open, "a reported block is not due again: a waiting query would spin")
	assert.Empty(t, c.FlushIdle(ms(0).Add(time.Hour), Gap), "reported once")

	var got []Finding
	for i, l := range nextRouteError[1:] {
		got = append(got, c.Feed(l, ms(1+i))...)
	}
	require.Len(t, got, 1, "the late lines continue the block: %s", describe(got))
	f := got[0]
	assert.True(t, f.Reopened)
	assert.Equal(t, Error, f.Kind)
	assert.Equal(t, "nextjs", f.Category)
	assert.Equal(t, "TypeError: Cannot read properties of null (reading 'name')", f.Message)
	assert.Equal(t, "app/api/profile/[id]/route.ts:10:41", f.Location)
	assert.Equal(t, t0, f.Time, "the block's time is still its head's")
	assert.Contains(t, f.Block, "> 10 |   return Response.json")
	assert.NotContains(t, f.Block, "GET /api/profile/2 500")
	assert.Empty(t, c.Flush())
}

// A block reopened by a late line and quiet again is reported again by the
// next idle flush, as a replacement of the first report.
func TestReopenedBlockFlushedAgain(t *testing.T) {
	c := New()
	c.Feed(nextRouteError[0], ms(0))
	require.Len(t, c.FlushIdle(ms(2000), Gap), 1)
	require.Empty(t, c.Feed(nextRouteError[1], ms(1)))
	last, open := c.LastOpen()
	require.True(t, open, "grown since it was reported: due again")
	assert.Equal(t, ms(1), last)
	assert.Empty(t, c.FlushIdle(ms(500), Gap), "not quiet long enough")
	got := c.FlushIdle(ms(3000), Gap)
	require.Len(t, got, 1)
	assert.True(t, got[0].Reopened)
	assert.Equal(t, "app/api/profile/[id]/route.ts:10:41", got[0].Location)
	assert.Empty(t, c.Flush(), "nothing new since")
}

// What does not continue the flushed block: a line produced more than Gap
// after the block's last line, whatever it looks like, and a line the
// block's rule rejects (a Next.js block takes anything up to the next
// status or request line). Neither reopens it, and the line is read
// afresh.
func TestIdleFlushedBlockNotReopened(t *testing.T) {
	tests := []struct {
		name string
		line string
		at   time.Time
		// want is the category and message of what the line itself
		// gives, once flushed; "" for nothing.
		want string
	}{
		{"frame after the gap", nextRouteError[1], ms(0).Add(Gap + time.Millisecond), ""},
		{"code frame after the gap", nextRouteError[4], ms(0).Add(2 * Gap), ""},
		{"request line", nextRouteError[8], ms(1), ""},
		{"another error", "⨯ Error: boom", ms(1), "nextjs Error: boom"},
		{"warning", "⚠ Fast Refresh had to perform a full reload", ms(1), "nextjs Fast Refresh had to perform a full reload"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := New()
			c.Feed(nextRouteError[0], ms(0))
			require.Len(t, c.FlushIdle(ms(0).Add(Gap+time.Millisecond), Gap), 1)
			got := c.Feed(tt.line, tt.at)
			assert.Empty(t, got, "the flushed block gives nothing more: %s", describe(got))
			got = c.Flush()
			for _, f := range got {
				assert.False(t, f.Reopened, "%s", describe(got))
			}
			if tt.want == "" {
				assert.Empty(t, got, "%s", describe(got))
				return
			}
			require.Len(t, got, 1)
			assert.Equal(t, tt.want, got[0].Category+" "+got[0].Message)
		})
	}
}

// A block whose head alone is no problem (an exception logged with no
// tool prefix needs a frame) gives nothing when flushed early, and is
// reported whole, not as a replacement, once its frames arrive.
func TestIdleFlushBeforeABlockIsAProblem(t *testing.T) {
	c := New()
	c.Feed("TypeError: Cannot read properties of undefined (reading 'map')", ms(0))
	require.Empty(t, c.FlushIdle(ms(2000), Gap))
	_, open := c.LastOpen()
	assert.False(t, open)
	require.Empty(t, c.Feed("    at render (/srv/app/list.js:7:11)", ms(1)))
	require.Empty(t, c.Feed("    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)", ms(2)))
	got := c.Flush()
	require.Len(t, got, 1, "%s", describe(got))
	assert.False(t, got[0].Reopened, "nothing was reported before")
	assert.Equal(t, "node-exception", got[0].Category)
	assert.Equal(t, "/srv/app/list.js:7:11", got[0].Location)
}

// A block reported early that turns out, once it goes on, to be no
// problem is withdrawn: Godot's engine errors name the engine's own
// source on their "At:" line (testdata/generic/godot3-parse.txt).
func TestReopenedBlockWithdrawn(t *testing.T) {
	c := New()
	c.Feed("ERROR: get_language_code: Invalid locale 'C'.", ms(0))
	early := c.FlushIdle(ms(2000), Gap)
	require.Len(t, early, 1)
	assert.Equal(t, "get_language_code: Invalid locale 'C'.", early[0].Message)
	require.Empty(t, c.Feed("   At: core/translation.cpp:945.", ms(1)))
	got := c.Flush()
	require.Len(t, got, 1)
	assert.Equal(t, Finding{Reopened: true, Withdrawn: true}, got[0])

	// The run found no error after all: its failed exit says so.
	got = c.Exit(1, ms(3))
	require.Len(t, got, 1, "%s", describe(got))
	assert.Equal(t, "exit", got[0].Category)
}

// Every fixture, its lines delivered one batch each with a query finding
// the process quiet before each (the worst a loaded machine does), comes
// to the same findings as when read in one go, once each reopened finding
// has replaced the one it continues. TestFixtures checks those against
// the hand-written expectations.
func TestIdleFlushesChangeNoFixture(t *testing.T) {
	for _, path := range fixtures(t) {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) {
			want := classifyFile(t, path)
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			c := New()
			var got []Finding
			// last is the index in got of the latest finding FlushIdle
			// returned, of each scope: a reopened finding replaces the
			// one of its own multiplexed child.
			last := map[string]int{}
			keep := func(fs []Finding, flushed bool) {
				for _, f := range fs {
					l, ok := last[f.Scope]
					reopened := f.Reopened
					switch {
					case f.Reopened:
						require.True(t, ok, "a reopened finding follows a flushed one")
						require.Equal(t, f.Scope, got[l].Scope)
						later := slices.ContainsFunc(got[l+1:], func(g Finding) bool { return g.Scope == f.Scope })
						require.False(t, later, "the flushed finding it replaces is its scope's latest")
						if f.Withdrawn {
							got = slices.Delete(got, l, l+1)
							for s, i := range last {
								if i > l {
									last[s] = i - 1
								}
							}
							delete(last, f.Scope)
							continue
						}
						f.Reopened = false
						got[l] = f
					default:
						got = append(got, f)
					}
					delete(last, f.Scope)
					if flushed {
						last[f.Scope] = len(got) - 1
						if reopened {
							last[f.Scope] = l
						}
					}
				}
			}
			for i, line := range strings.Split(string(data), "\n") {
				at := t0.Add(time.Duration(i) * time.Millisecond)
				if i > 0 {
					keep(c.FlushIdle(at.Add(Gap), Gap), true)
				}
				keep(c.Feed(line, at), false)
			}
			keep(c.Flush(), false)
			assert.Equal(t, describeAll(want), describeAll(got))
		})
	}
}

// describeAll is every field of each finding, one a line, grouped by
// scope: the order of findings is the order of their multiplexed child's
// lines, and a flush may close one child's block before another's.
func describeAll(fs []Finding) string {
	fs = slices.Clone(fs)
	slices.SortStableFunc(fs, func(a, b Finding) int { return strings.Compare(a.Scope, b.Scope) })
	var b strings.Builder
	for _, f := range fs {
		b.WriteString(f.Scope + " | " + f.Kind.String() + " | " + f.Category + " | " + f.Location + " | " + f.Message + " | " +
			f.Time.Format(time.RFC3339Nano) + " | " + fmt.Sprint(f.Forwarded) + " | " + strings.ReplaceAll(f.Block, "\n", "⏎") + "\n")
	}
	return b.String()
}

// A block that holds a line when the flush comes (Ruby's line after a
// blank one, which belongs to it only if carets follow) is ended as Flush
// ends it: the held line is read afresh now, and may be a problem of its
// own.
func TestIdleFlushEndsABlockHoldingLines(t *testing.T) {
	c := New()
	c.Feed("app2.rb:5:in `<main>': undefined method `greeet' for main:Object (NoMethodError)", ms(0))
	require.Empty(t, c.Feed("", ms(1)))
	require.Empty(t, c.Feed("lib/other.rb:9:in `load': boom (RuntimeError)", ms(2)))
	got := c.FlushIdle(ms(2).Add(Gap+time.Millisecond), Gap)
	require.Len(t, got, 2, "the block, then the held line, a problem of its own: %s", describe(got))
	assert.False(t, got[0].Reopened)
	assert.Equal(t, "app2.rb:5", got[0].Location)
	assert.NotContains(t, got[0].Block, "boom")
	assert.Equal(t, "lib/other.rb:9", got[1].Location)
	assert.Equal(t, "RuntimeError: boom", got[1].Message)
	assert.Empty(t, c.Flush())
}

// A block holding only blank lines when the flush comes stays open, as
// one holding none does: consola (Nuxt, Nitro) spreads a report over
// blank lines, and a batch of the relay may end on one. These are the
// first lines of the report in testdata/consola/nuxt-dev.txt.
func TestIdleFlushKeepsABlockHoldingBlankLines(t *testing.T) {
	report := []string{
		" ERROR  [request error] [unhandled] [GET] http://127.0.0.1:35065/api/items/coffee",
		"",
		" ",
		"ℹ Error: Cannot read properties of undefined (reading 'cost')",
		"",
		" ⁃ at Object.handler (server/api/items/[slug].ts:9:24)",
		"",
		"[CAUSE]",
		"TypeError {",
		`  stack: "Cannot read properties of undefined (reading 'cost')\n" +`,
		"  message: \"Cannot read properties of undefined (reading 'cost')\",",
		"}",
	}
	c := New()
	for i, l := range report[:3] {
		require.Empty(t, c.Feed(l, ms(i)))
	}
	early := c.FlushIdle(ms(2).Add(Gap+time.Millisecond), Gap)
	require.Len(t, early, 1)
	assert.Equal(t, "[request error] [unhandled] [GET] http://127.0.0.1:35065/api/items/coffee", early[0].Message)
	var got []Finding
	for i, l := range report[3:] {
		got = append(got, c.Feed(l, ms(3+i))...)
	}
	require.Len(t, got, 1, "the rest of the report continues the block: %s", describe(got))
	assert.True(t, got[0].Reopened)
	assert.Equal(t, "TypeError: Cannot read properties of undefined (reading 'cost')", got[0].Message)
	assert.Equal(t, "server/api/items/[slug].ts:9:24", got[0].Location)
	assert.Empty(t, c.Flush())
}

// Splitting a fixture's output anywhere, by one idle flush between any two
// lines, changes no finding once the reopened one has replaced the one it
// continues: a relay batch may end on any line. (Except where the block
// holds a line that is not blank: the flush ends it, to read that line
// afresh; see TestIdleFlushEndsABlockHoldingLines.)
func TestIdleFlushAnywhereChangesNoFixture(t *testing.T) {
	for _, path := range fixtures(t) {
		want := describeAll(classifyFile(t, path))
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		lines := strings.Split(string(data), "\n")
	splits:
		for split := 1; split < len(lines); split++ {
			c := New()
			var got []Finding
			flushed := map[string]int{} // the index in got of each scope's flushed finding
			// keep adds fs to got, a reopened finding in place of the
			// flushed one of its scope it continues.
			keep := func(got, fs []Finding) []Finding {
				for _, f := range fs {
					switch {
					case f.Reopened && f.Withdrawn:
						l := flushed[f.Scope]
						got = slices.Delete(got, l, l+1)
						for s, i := range flushed {
							if i > l {
								flushed[s] = i - 1
							}
						}
					case f.Reopened:
						f.Reopened = false
						got[flushed[f.Scope]] = f
					default:
						got = append(got, f)
					}
				}
				return got
			}
			for i, line := range lines {
				at := t0.Add(time.Duration(i) * time.Millisecond)
				if i == split && c.open != nil && !allBlank(c.open.held) {
					continue splits
				}
				if i == split {
					for _, f := range c.FlushIdle(at.Add(Gap), Gap) {
						got = append(got, f)
						flushed[f.Scope] = len(got) - 1
					}
				}
				got = keep(got, c.Feed(line, at))
			}
			got = keep(got, c.Flush())
			if !assert.Equal(t, want, describeAll(got), "%s split before line %d", filepath.Base(path), split+1) {
				break
			}
		}
	}
}

// godotWarning is push_warning's console copy as Godot 4.6.3 printed it
// for cmd/errbundle/testdata/godot-game (main.gd:9), and the error after.
var godotWarning = []string{
	"WARNING: health not set, using default",
	"     at: push_warning (core/variant/variant_utility.cpp:1034)",
	"     GDScript backtrace (most recent call first):",
	"         [0] _ready (res://main.gd:9)",
	"ERROR: inventory failed to load",
	"   at: push_error (core/variant/variant_utility.cpp:1024)",
	"   GDScript backtrace (most recent call first):",
	"       [0] _ready (res://main.gd:10)",
}

// A game stalled for two seconds inside its warning's block (a loaded
// machine) has the block cut by the idle flush: the part before the stall
// is still the script's warning, not a complaint of the engine's core,
// wherever the cut falls.
func TestStalledGodotWarningIsKept(t *testing.T) {
	for cut := 1; cut < 4; cut++ {
		t.Run(fmt.Sprint("cut before line ", cut+1), func(t *testing.T) {
			c := New()
			var got []Finding
			at := ms(0)
			for i, l := range godotWarning {
				if i == cut {
					at = at.Add(2 * time.Second)
					got = append(got, c.FlushIdle(at, Gap)...)
				}
				got = append(got, c.Feed(l, at)...)
			}
			got = append(got, c.Flush()...)
			var msgs []string
			for _, f := range got {
				msgs = append(msgs, f.Kind.String()+": "+f.Message)
			}
			assert.Equal(t, []string{"warning: health not set, using default", "error: inventory failed to load"}, msgs)
		})
	}
}
