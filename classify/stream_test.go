package classify

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var panicLines = []string{
	"panic: runtime error: index out of range [3] with length 3",
	"",
	"goroutine 1 [running]:",
	"main.main()",
	"\t/project/main.go:12 +0x9d",
}

func TestGapClosesBlock(t *testing.T) {
	c := New()
	for i, l := range panicLines {
		require.Empty(t, c.Feed(l, t0.Add(time.Duration(i)*time.Millisecond)))
	}
	// More than a second later: the panic is over, whatever this line is.
	got := c.Feed("\t/project/other.go:1 +0x1", t0.Add(3*time.Second))
	require.Len(t, got, 1)
	assert.Equal(t, "go-panic", got[0].Category)
	assert.Equal(t, "/project/main.go:12", got[0].Location)
	assert.Equal(t, t0, got[0].Time)
	assert.NotContains(t, got[0].Block, "other.go")
}

func TestFlushIdle(t *testing.T) {
	c := New()
	for i, l := range panicLines {
		c.Feed(l, t0.Add(time.Duration(i)*time.Millisecond))
	}
	last := t0.Add(4 * time.Millisecond)
	assert.Empty(t, c.FlushIdle(last.Add(100*time.Millisecond), 200*time.Millisecond), "not idle long enough")
	got := c.FlushIdle(last.Add(300*time.Millisecond), 200*time.Millisecond)
	require.Len(t, got, 1)
	assert.Equal(t, "runtime error: index out of range [3] with length 3", got[0].Message)
	assert.Empty(t, c.FlushIdle(last.Add(time.Hour), 0), "nothing left open")
	assert.Empty(t, c.Flush())
}

func TestBlankLinesHeldThenReplayed(t *testing.T) {
	// A blank line inside a traceback is held; when the block turns out to
	// be over, the lines it held are looked at afresh.
	c := New()
	var got []Finding
	for i, l := range []string{
		"Traceback (most recent call last):",
		`  File "/project/app.py", line 3, in <module>`,
		"ValueError: bad",
		"",
		"src/a.ts(1,2): error TS2304: Cannot find name 'x'.",
	} {
		got = append(got, c.Feed(l, t0.Add(time.Duration(i)*time.Millisecond))...)
	}
	got = append(got, c.Flush()...)
	require.Len(t, got, 2)
	assert.Equal(t, "python-traceback", got[0].Category)
	assert.NotContains(t, got[0].Block, "\n\n", "trailing held blank is not part of the block")
	assert.Equal(t, "tsc", got[1].Category)
}

func TestFalsePositiveTraps(t *testing.T) {
	c := New()
	for i, l := range []string{
		"0 errors", "Compiled ErrorBoundary.tsx", "compiled ErrorBoundary.tsx", "build is error-free",
		"found 0 vulnerabilities", "GET /api/errors 200 3ms", " GET /api/errors 200 in 12ms",
		`127.0.0.1 - - [21/Nov/2026 06:20:27] "GET /api/errors HTTP/1.1" 200 -`,
		"errorHandler registered", "WARNING: This is a development server. Do not use it in a production deployment.",
	} {
		for _, f := range c.Feed(l, t0.Add(time.Duration(i)*time.Millisecond)) {
			assert.Equal(t, Boundary, f.Kind, "line %q gave %+v", l, f)
		}
	}
	assert.Empty(t, c.Flush())
}

func TestBlockCapped(t *testing.T) {
	c := New()
	got := c.Feed("panic: boom", t0)
	for i := range 2000 {
		got = append(got, c.Feed("\t/project/main.go:12 +0x9d"+strings.Repeat("x", i%50), t0)...)
	}
	got = append(got, c.Flush()...)
	require.Len(t, got, 1)
	assert.LessOrEqual(t, len(got[0].Block), MaxBlock)
}

func TestStripANSI(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"plain", "hello", "hello"},
		{"sgr", "\x1b[1m\x1b[31merror\x1b[0m: x", "error: x"},
		{"gcc erase", "\x1b[01m\x1b[Kserver.c:5:12:\x1b[m\x1b[K", "server.c:5:12:"},
		{"pty crlf", "line\r", "line"},
		{"spinner redraw", "⠙\x1b[1G\x1b[0Ksrc/a.ts:1:2", "src/a.ts:1:2"},
		{"carriage return", "50%\r100%", "100%"},
		{"osc hyperlink", "\x1b]8;;http://x\x07link\x1b]8;;\x07", "link"},
		{"charset", "\x1b(Bok", "ok"},
		{"truncated", "oops\x1b[", "oops"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, StripANSI(tt.in))
		})
	}
}

func FuzzClassify(f *testing.F) {
	for _, p := range fixtures(f) {
		data, err := os.ReadFile(p)
		if err == nil {
			f.Add(string(data))
		}
	}
	f.Fuzz(func(t *testing.T, input string) {
		c := New()
		check := func(fs []Finding) {
			for _, x := range fs {
				if len(x.Block) > MaxBlock {
					t.Fatalf("block of %d bytes", len(x.Block))
				}
				if x.Kind < Error || x.Kind > Boundary {
					t.Fatalf("bad kind %d", x.Kind)
				}
			}
		}
		for i, l := range strings.Split(input, "\n") {
			at := t0.Add(time.Duration(i) * 700 * time.Millisecond)
			check(c.Feed(l, at))
			check(c.FlushIdle(at, time.Second))
		}
		check(c.Flush())
	})
}

func BenchmarkClassify(b *testing.B) {
	var lines []string
	for _, p := range fixtures(b) {
		data, err := os.ReadFile(p)
		require.NoError(b, err)
		lines = append(lines, strings.Split(string(data), "\n")...)
	}
	b.ResetTimer()
	n := 0
	for b.Loop() {
		c := New()
		for i, l := range lines {
			c.Feed(l, t0.Add(time.Duration(i)*time.Millisecond))
		}
		c.Flush()
		n += len(lines)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "lines/s")
}

// TestOneLineRepeatIsQuiet checks that a one-line repeat of the error
// just reported in full (ts-node-dev's "[ERROR] 01:48:04 TypeError: x") is
// no new problem, while the same one-liner after a rebuild, or two
// one-line errors alike (two workers logging the same failure), are.
func TestOneLineRepeatIsQuiet(t *testing.T) {
	crash := []string{
		"TypeError: Cannot read properties of undefined (reading 'url')",
		"    at Object.<anonymous> (/app/src/app.ts:8:40)",
		"[ERROR] 01:48:04 TypeError: Cannot read properties of undefined (reading 'url')",
	}
	got := classifyLines(t, crash...)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, "/app/src/app.ts:8:40", got[0].Location)

	got = classifyLines(t, append(append([]string{}, crash[:2]...), "webpack compiled successfully", crash[2])...)
	require.Len(t, got, 3, describe(got))
	assert.Equal(t, "TypeError: Cannot read properties of undefined (reading 'url')", got[2].Message)

	got = classifyLines(t, "[ERROR] 01:48:04 disk full", "[ERROR] 01:48:05 disk full")
	require.Len(t, got, 2, describe(got))
	assert.Equal(t, "disk full", got[1].Message)
}

// TestEsbuildWatch checks esbuild --watch's "[watch] build finished": a
// boundary after a clean build, nothing after a failed one.
func TestEsbuildWatch(t *testing.T) {
	got := classifyLines(t,
		`✘ [ERROR] Expected ";" but found ")"`,
		"",
		"    src/a.ts:3:38:",
		`      3 │ f(x));`,
		"",
		"1 error",
		"[watch] build finished, watching for changes...",
		`[watch] build started (change: "src/a.ts")`,
		"[watch] build finished",
	)
	require.Len(t, got, 2, describe(got))
	assert.Equal(t, Error, got[0].Kind)
	assert.Equal(t, Boundary, got[1].Kind)
	assert.Equal(t, "[watch] build finished", got[1].Message)
}
