package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMessageLocation(t *testing.T) {
	tests := []struct{ msg, want string }{
		// Next.js 16 --webpack's overlay, as the page logged it (TestNextJS).
		{"./app/hot/page.tsx\nError:   x Expected corresponding JSX closing tag for <button>\n   ,-[/work/main/testdata/apps/next/app/hot/page.tsx:7:1]", "/work/main/testdata/apps/next/app/hot/page.tsx:7:1"},
		{"./app/hot/page.tsx:7:49\nParsing ecmascript source code failed", "app/hot/page.tsx:7:49"},
		{"Traceback (most recent call last):\n  File \"/srv/app.py\", line 3, in <module>", "/srv/app.py:3"},
		{"cart not saved: 1 items", ""},
		{"Warning: Each child in a list should have a unique \"key\" prop.\n    at Cart (http://localhost:5173/src/Cart.tsx?t=1:12:5)", ""},
		{"failed at node_modules/react-dom/cjs/react-dom.development.js:12:3", ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, MessageLocation(tt.msg), tt.msg)
	}
}

func TestLeadingLoc(t *testing.T) {
	tests := []struct{ line, loc, rest string }{
		{"src/a.zig:3:4: error: m", "src/a.zig:3:4", "error: m"},
		{"cart.vala:6.18-6.25: error: The name `x' does not exist", "cart.vala:6:18", "error: The name `x' does not exist"},
		{"calc.y:11.7-18: error: symbol is used", "calc.y:11:7", "error: symbol is used"},
		// The word holds more than the place: not a line that starts with one.
		{`"/app/a.js:2" header and swallowed the diagnostic`, "", ""},
		{"(a.c:5) note", "", ""},
		{"listening on localhost:3000", "", ""},
	}
	for _, tt := range tests {
		loc, rest, ok := leadingLoc(tt.line, false)
		assert.Equal(t, tt.loc != "", ok, tt.line)
		assert.Equal(t, tt.loc, loc, tt.line)
		assert.Equal(t, tt.rest, rest, tt.line)
	}
}

func TestProseLoc(t *testing.T) {
	tests := []struct{ line, want string }{
		{"The error appears to be in '/app/site.yml': line 5, column 7, but may", "/app/site.yml:5:7"},
		{`"plot.gp" line 4: undefined variable: scale`, "plot.gp:4"},
		{"Error: deps.dot: syntax error in line 4 near '->'", "deps.dot:4"},
		{"compilation error: file report.xsl line 4 element value-of", "report.xsl:4"},
		{"  in sub line-total at cart.raku line 1", "cart.raku:1"},
		{"Expecting value: line 1 column 1 (char 0)", ""},
		{"see line 4 of the manual", ""},
		{"/usr/share/perl5/Foo.pm line 3", ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, proseLoc(tt.line), tt.line)
	}
}

// TestGoInternalIsTheApps checks that a Go module's own internal
// packages are the application's code, as log/slog names them when a
// ReplaceAttr trims the module's root from "source"; Node's old relative
// "internal/modules/..." frames stay the runtime's.
func TestGoInternalIsTheApps(t *testing.T) {
	got := classifyLines(t, `time=2026-11-21T06:20:00.000Z level=ERROR source=internal/store/db.go:42 msg="query failed" err="sql: no rows in result set"`)
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, "internal/store/db.go:42", got[0].Location)

	got = classifyLines(t, "TypeError: x is not a function",
		"    at Module._compile (internal/modules/cjs/loader.js:1085:14)",
		"    at Object.<anonymous> (/app/src/a.js:3:1)")
	require.Len(t, got, 1, describe(got))
	assert.Equal(t, "/app/src/a.js:3:1", got[0].Location)
}
