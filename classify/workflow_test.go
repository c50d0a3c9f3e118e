package classify

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadWorkflow(t *testing.T) {
	w, ok := readWorkflow("::error file=src/a%2Cb.ts,line=3,col=5,endLine=3,endColumn=9,title=TS2322::Type 'x' is not 100%25 ok%0Asecond line")
	require.True(t, ok)
	assert.Equal(t, "error", w.name)
	assert.Equal(t, "src/a,b.ts", w.props["file"])
	assert.Equal(t, "3", w.props["line"])
	assert.Equal(t, "TS2322", w.props["title"])
	assert.Equal(t, "Type 'x' is not 100% ok\nsecond line", w.msg)

	w, ok = readWorkflow("::endgroup::")
	require.True(t, ok)
	assert.Equal(t, "endgroup", w.name)

	for _, s := range []string{
		"::: src/main.rs:3:5", // rustc's note
		"::error no second separator",
		"::frobnicate::x", // no such command
		"error::x",
		"test_x.py::test_y FAILED",
	} {
		_, ok := readWorkflow(s)
		assert.False(t, ok, s)
	}
}

func TestWorkflowFinding(t *testing.T) {
	tests := []struct {
		line          string
		ok            bool
		kind          Kind
		category, msg string
		loc           string
	}{
		{"::error file=src/a.ts,line=3,col=5,title=TS2322::Type 'string' is not assignable to type 'number'.",
			true, Error, "tsc", "TS2322: Type 'string' is not assignable to type 'number'.", "src/a.ts:3:5"},
		{"::warning title=lint/correctness/noUnusedImports,file=/app/src/a.js,line=1,endLine=1,col=8,endColumn=18::This import is unused.",
			true, Warning, "biome", "lint/correctness/noUnusedImports: This import is unused.", "/app/src/a.js:1:8"},
		{"::error file=/app/cart.test.js,line=9,title=cart › adds::expect(received).toBe(expected)%0A%0AExpected: 90",
			true, Error, "jest", "cart › adds failed: expect(received).toBe(expected)", "/app/cart.test.js:9"},
		{"::error file=/app/cart.js,title=cart.test.js > cart > adds,line=10,column=48::TypeError: x is undefined%0A ❯ cart.js:10:48",
			true, Error, "vitest", "cart.test.js > cart > adds failed: TypeError: x is undefined", "/app/cart.js:10:48"},
		{"::error title=Ruff (F401),file=/app/a.py,line=1,col=8,endLine=1,endColumn=10::a.py:1:8: F401 `os` imported but unused",
			true, Error, "ruff", "Ruff (F401): a.py:1:8: F401 `os` imported but unused", "/app/a.py:1:8"},
		{"::error file=main.go,line=5,col=2::Error return value is not checked (errcheck)",
			true, Error, "github-actions", "Error return value is not checked (errcheck)", "main.go:5:2"},
		{"::warning::Node.js 16 actions are deprecated.", true, Warning, "github-actions", "Node.js 16 actions are deprecated.", ""},
		{"::error file=cart.js,line=10,col=47,title=TypeError: x is undefined::%0A      at f (/app/cart.js:10:47)",
			true, Error, "github-actions", "TypeError: x is undefined", "cart.js:10:47"},
		{"::error file=tests/a.spec.js,title=tests/a.spec.js%3A3%3A1 › shows the total,line=5,col=40::  1) tests/a.spec.js:3:1 › shows the total ───%0A%0A    Retry #1 ───%0A    Error: expect(locator).toHaveText(expected) failed%0A",
			true, Error, "playwright", "tests/a.spec.js:3:1 › shows the total failed: Error: expect(locator).toHaveText(expected) failed", "tests/a.spec.js:5:40"},
		{"::error::command (/app/packages/web) /usr/bin/npm run build exited (1)", false, 0, "", "", ""},
		{"::notice file=a.js,line=1::Deployed", false, 0, "", "", ""},
		{"::group::api:build", false, 0, "", "", ""},
		{"::debug::cache hit", false, 0, "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			w, ok := readWorkflow(tt.line)
			require.True(t, ok)
			f, ok := w.finding()
			require.Equal(t, tt.ok, ok)
			if !ok {
				return
			}
			assert.Equal(t, tt.kind, f.Kind)
			assert.Equal(t, tt.category, f.Category)
			assert.Equal(t, tt.msg, f.Message)
			assert.Equal(t, tt.loc, f.Location)
		})
	}
}

func TestSameProblem(t *testing.T) {
	e := func(msg, loc string) Finding { return Finding{Kind: Error, Message: msg, Location: loc} }
	assert.True(t, sameProblem(e("rule: This import is unused.", "/app/src/a.js:1:8"), e("This import is unused.", "src/a.js:1:8")), "relative and absolute")
	assert.True(t, sameProblem(e("t failed: expect(received).toBe(expected)", "/app/a.test.js:9"), e("s › t failed: expect(received).toBe(expected) // Object.is equality", "a.test.js:9:31")), "no column in one")
	assert.False(t, sameProblem(e("a", "/app/src/a.js:1:2"), e("a", "src/a.js:1:8")), "another column")
	assert.False(t, sameProblem(e("a", "/app/src/a.js:2"), e("a", "src/a.js:1")), "another line")
	assert.False(t, sameProblem(e("a", "/app/xa.js:1"), e("a", "a.js:1")), "another file")
	assert.True(t, sameProblem(e("order.test.js: Error: Cannot find module './x.js'", "/app/order.test.js:2:1"),
		e("order.test.js could not run: Error: Cannot find module './x.js' imported from /app/order.test.js", "order.test.js:2:1")), "another form")
	assert.False(t, sameProblem(e("TS2322: Type 'string' is not assignable to type 'number'.", "/app/a.ts:3:5"),
		e("TS2304: Cannot find name 'y'.", "a.ts:3:5")), "two problems at one place")
	assert.True(t, sameProblem(e("format: File content differs", "/app/a.js:1:2"), e("File content differs", "")), "no place: the message")
	assert.True(t, sameProblem(e("t failed: TypeError: boom here", ""), e("suite > t failed: TypeError: boom here", "")), "another test name")
	assert.False(t, sameProblem(e("boom", ""), e("a boom", "")), "too short to tell")
	assert.False(t, sameProblem(Finding{Kind: Warning, Message: "unused import"}, e("unused import", "")), "another kind")
}

// TestWorkflowRepeats feeds annotations around a report of the same
// problems, before it and after it, as biome ci and vitest print them.
func TestWorkflowRepeats(t *testing.T) {
	feed := func(lines ...string) []Finding {
		c := New()
		var got []Finding
		for i, l := range lines {
			got = append(got, c.Feed(l, t0.Add(time.Duration(i)*time.Millisecond))...)
		}
		return append(got, c.Flush()...)
	}
	report := []string{
		"src/a.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.",
	}
	annotation := "::error file=/app/src/a.ts,line=3,col=5,title=TS2322::Type 'string' is not assignable to type 'number'."

	after := feed(append(report, annotation)...)
	require.Len(t, after, 1, describe(after))
	assert.Equal(t, "src/a.ts:3:5", after[0].Location, "the report came first")

	before := feed(append([]string{annotation}, report...)...)
	require.Len(t, before, 1, describe(before))
	assert.Equal(t, "/app/src/a.ts:3:5", before[0].Location, "the annotation came first")
	assert.Equal(t, "tsc", before[0].Category)
	assert.Equal(t, annotation, before[0].Block)

	// Another problem at another place is one of its own.
	other := "::error file=/app/src/b.ts,line=7,col=1,title=TS2304::Cannot find name 'y'."
	both := feed(append(report, other)...)
	require.Len(t, both, 2, describe(both))
	assert.Equal(t, "/app/src/b.ts:7:1", both[1].Location)

	// Two rules at one place are two problems; an annotation printed again
	// in the same words (a retry) is one.
	rules := feed("::error title=lint/a/noVar,file=/app/a.js,line=5,col=8::This var should be declared at the root.",
		"::error title=lint/a/noShadow,file=/app/a.js,line=5,col=8::This variable shadows another.",
		"::error title=lint/a/noShadow,file=/app/a.js,line=5,col=8::This variable shadows another.")
	require.Len(t, rules, 2, describe(rules))

	// A message is one line of at most 300 bytes, as every finding's.
	long := feed("::warning file=a.js,line=1::" + strings.Repeat("word ", 100))
	require.Len(t, long, 1)
	assert.LessOrEqual(t, len(long[0].Message), 300)

	// Group lines are chatter, inside a block or between two.
	grouped := feed("::group::web:build", "TypeError: boom", "    at f (/app/a.js:3:9)", "::endgroup::", "::group::api:build", "::endgroup::")
	require.Len(t, grouped, 1, describe(grouped))
	assert.Equal(t, "/app/a.js:3:9", grouped[0].Location)

	// After a successful rebuild the same problem is news.
	rebuilt := feed(annotation, "✓ built in 120ms", report[0])
	require.Len(t, rebuilt, 3, describe(rebuilt))

	// A Start forgets what the process printed before.
	c := New()
	c.Feed(annotation, t0)
	c.Start()
	again := append(c.Feed(report[0], t0.Add(time.Second)), c.Flush()...)
	require.Len(t, again, 1, describe(again))
	assert.True(t, strings.HasPrefix(again[0].Message, "TS2322"))
}
