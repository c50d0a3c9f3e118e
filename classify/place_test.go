package classify

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlaceFirst feeds the generic layer alone (no tool's adapter) lines
// of real runs, quoted from the blind rounds and the fixtures named, and
// checks what the place-first pass makes of them: a problem where the
// words say one, nothing where they only name a file.
func TestPlaceFirst(t *testing.T) {
	tests := []struct {
		name, from string
		lines      []string
		kind       Kind
		msg, loc   string // msg "" for no problem
	}{
		{
			name:  "a panic's place, the message under it",
			from:  "blind/round1/lightningcss-syntax",
			lines: []string{"thread 'main' (16401) panicked at src/main.rs:196:45:", "called `Result::unwrap()` on an `Err` value: Error { kind: UnexpectedToken(CurlyBracketBlock), loc: Some(ErrorLocation { filename: \"src/a.css\", line: 8, column: 25 }) }"},
			kind:  Error, msg: "UnexpectedToken(CurlyBracketBlock)", loc: "src/a.css:8:25",
		},
		{
			name:  "a label at a place, line and column after a comma",
			from:  "blind/round4/uglify-syntax",
			lines: []string{"Parse error at src/cart.js:9,61", "const cart = { items: [], add(item) { this.items.push(item) };", "                                                             ^", "ERROR: Unexpected token: punc «;», expected: punc «,»"},
			kind:  Error, msg: "Unexpected token: punc «;», expected: punc «,»", loc: "src/cart.js:9:61",
		},
		{
			name:  "a problem over the box that places it",
			from:  "blind/round1/swc-syntax",
			lines: []string{"  x Expected ',', got ';'", "   ,-[src/user.ts:7:1]", " 4 | }", "   `----"},
			kind:  Error, msg: "Expected ',', got ';'", loc: "src/user.ts:7:1",
		},
		{
			name: "an error over the frames that place it",
			from: "blind/round4/squirrelly-tag",
			lines: []string{"Error [Squirrelly Error]: unclosed helper \"each\"",
				"    at SqrlErr (/project/node_modules/squirrelly/dist/squirrelly.cjs.js:142:15)",
				"    at Object.<anonymous> (/project/render.js:5:19)",
				"    at Module._compile (node:internal/modules/cjs/loader:1521:14)"},
			kind: Error, msg: "unclosed helper \"each\"", loc: "/project/render.js:5:19",
		},
		{
			name:  "a list's heading over its items",
			from:  "blind/round2/lab-fail",
			lines: []string{"Failed tests:", "", "  2) slug() collapses runs of spaces:", "      at /project/test/slug.js:14:36"},
		},
		{
			name:  "a plugin's warning, its code and its place inside the line",
			from:  "blind/round1/rollup-ts",
			lines: []string{"\x1b[1m\x1b[33m(!) [plugin typescript] src/index.ts (4:9): @rollup/plugin-typescript TS2322: Type 'string' is not assignable to type 'number'.\x1b[39m\x1b[22m"},
			kind:  Warning, msg: "TS2322: Type 'string' is not assignable to type 'number'.", loc: "src/index.ts:4:9",
		},
		{
			name:  "a test's log: the place first, indented",
			from:  "clean/go-test-clean-v",
			lines: []string{"    clean_test.go:16: recovered: expected panic in handler"},
		},
		{
			name:  "a tool's tag, a place, and what it says of the code it quotes",
			from:  "bundler/js2d-vite-svelte",
			lines: []string{"2:39:28 AM [vite-plugin-svelte] src/App.svelte:6:0 `<img>` element should have an alt attribute"},
			kind:  Warning, msg: "`<img>` element should have an alt attribute", loc: "src/App.svelte:6:0",
		},
		{
			name:  "make's status after the compiler's errors",
			from:  "cc/gcc-werror",
			lines: []string{"make: *** [Makefile:7: main.o] Error 1"},
		},
		{
			name:  "a frame under a process id",
			from:  "valgrind/valgrind-memcheck",
			lines: []string{"==4242==    at 0x48B8027: __vfprintf_internal (vfprintf-process-arg.c:58)"},
		},
		{
			name:  "a runner's result row",
			from:  "libtest/cargo-doctest",
			lines: []string{"test src/lib.rs - add (line 3) ... FAILED"},
		},
		{
			name:  "a duration in parentheses",
			from:  "jest/ci-jest-gha-reporter",
			lines: []string{"  FAIL cart.test.js (466 ms)"},
		},
		{
			name:  "an inspected object",
			from:  "ruby/ruby-thread",
			lines: []string{"#<Thread:0x00007f228421f928 threads.rb:3 run> terminated with exception (report_on_exception is true):"},
		},
		{
			name:  "a count",
			from:  "test-runner/vitest-fail",
			lines: []string{" ❯ src/cart.test.js (3 tests | 2 failed) 9ms"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newGenericOnly()
			var got []Finding
			for i, l := range tt.lines {
				got = append(got, c.Feed(l, t0.Add(time.Duration(i)*time.Millisecond))...)
			}
			got = append(got, c.Flush()...)
			if tt.msg == "" {
				assert.Empty(t, got, "%s", tt.from)
				return
			}
			require.Len(t, got, 1, "%s: %s", tt.from, describe(got))
			assert.Equal(t, tt.kind, got[0].Kind)
			assert.Contains(t, got[0].Message, tt.msg)
			assert.Equal(t, tt.loc, got[0].Location)
		})
	}
}

// TestPlaceMessage checks the message the pass keeps of a line: the words
// about the problem, without the place, the tool's prefix or a label.
func TestPlaceMessage(t *testing.T) {
	tests := []struct{ line, loc, msg string }{
		// blind/round1/postcss-import (the message is postcss's).
		{"CssSyntaxError: postcss-import: /project/src/app.css:2:1: Failed to find './missing.css'", "/project/src/app.css:2:1", "CssSyntaxError: Failed to find './missing.css'"},
		// blind/round1/lessc-undefined (ANSI codes stripped).
		{"NameError: variable @brand-colr is undefined in /project/src/styles.less on line 4, column 15:", "/project/src/styles.less:4:15", "NameError: variable @brand-colr is undefined"},
		// Windows: a file URL with a drive, as Node names a module there.
		{"Error: Unexpected token at file:///C:/app/src/x.ts:3:5", "C:/app/src/x.ts:3:5", "Unexpected token"},
		// Windows: tsc's own form under a drive, as on a Windows runner.
		{"C:\\app\\src\\cart.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.", "C:\\app\\src\\cart.ts:3:5", "TS2322: Type 'string' is not assignable to type 'number'."},
	}
	// A trace row's "path L:C", written anywhere (blind/round1/sass-build).
	assert.Equal(t, "src/main.scss:4:10", spacedPlace("src/main.scss 4:10  root stylesheet"))
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			loc, at, end := placeIn(tt.line, "")
			assert.Equal(t, tt.loc, loc)
			assert.Equal(t, tt.msg, placeMessage(tt.line, at, end))
		})
	}
}

// TestPlaceUnderDir checks that with the process's directory known an
// absolute path elsewhere is not the application's: ncc's bundle in /tmp
// (blind/round2/ncc-missing).
func TestPlaceUnderDir(t *testing.T) {
	assert.True(t, underDir("/project/src/a.ts:3", "/project"))
	assert.True(t, underDir("src/a.ts:3", "/project"))
	assert.False(t, underDir("/tmp/src/index.js:2:1", "/project"))
	assert.True(t, underDir("/tmp/src/index.js:2:1", ""))
	loc, _, _ := placeIn("Error: cannot resolve './x' at /tmp/src/index.js:2:1", "/project")
	assert.Equal(t, "", loc)
	assert.True(t, strings.HasPrefix(NewIn("/project").setup.dir, "/project"))
}
