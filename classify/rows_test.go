package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLintRows(t *testing.T) {
	tests := []struct {
		name, line, msg, loc string
		kind                 Kind
	}{
		{"rule id after the message", "  /app/index.js:2:18: Extra semicolon. (semi)", "Extra semicolon. (semi)", "/app/index.js:2:18", Error},
		{"kebab rule id", "src/a.ts:4:7 'x' is never used (no-unused-vars)", "'x' is never used (no-unused-vars)", "src/a.ts:4:7", Error},
		{"severity word", "README.md:1 error MD022/blanks-around-headings Headings should be surrounded", "MD022/blanks-around-headings Headings should be surrounded", "README.md:1", Error},
		{"warning word", "docs/a.md:3:1 warning Line too long here", "Line too long here", "docs/a.md:3:1", Warning},
		{"place in words", "cart.js: line 2, col 14, Missing semicolon.", "Missing semicolon.", "cart.js:2:14", Error},
		{"place in words and a severity", "css/site.css: line 9, col 3, Warning - Unknown property 'colr'.", "Unknown property 'colr'.", "css/site.css:9:3", Warning},
		{"a logger's place", "app/server.js:42: listening on port 8080", "", "", 0},
		{"a word in parentheses", "src/a.js:3:1 loaded the module (cached)", "", "", 0},
		{"library row", "node_modules/x/index.js:3:1: Extra semicolon. (semi)", "", "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []Finding
			for _, f := range classifyLines(t, tt.line) {
				if f.Kind == Error || f.Kind == Warning {
					got = append(got, f)
				}
			}
			if tt.kind == 0 {
				assert.Empty(t, got)
				return
			}
			if assert.Len(t, got, 1) {
				assert.Equal(t, tt.kind, got[0].Kind)
				assert.Equal(t, tt.msg, got[0].Message)
				assert.Equal(t, tt.loc, got[0].Location)
			}
		})
	}
}

func TestNumberedLists(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  []string
	}{
		{"under Errors:", []string{"Errors:", "1. pkg.main is ./dist/a.cjs but the file does not exist.", "2. pkg.types is wrong."},
			[]string{"pkg.main is ./dist/a.cjs but the file does not exist.", "pkg.types is wrong."}},
		{"under a marked count", []string{"✖ Found 1 circular dependency!", "", "1) a.js > b.js"}, []string{"a.js > b.js"}},
		{"no heading", []string{"Steps:", "1. install", "2. run"}, nil},
		{"a line between", []string{"Errors:", "see below", "1. install"}, nil},
		{"a marked row with its rule", []string{"✖   subject may not be empty [subject-empty]", "✖   found 1 problems, 0 warnings"}, []string{"subject may not be empty [subject-empty]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, f := range classifyLines(t, tt.lines...) {
				if f.Kind == Error {
					got = append(got, f.Message)
				}
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestReportSections(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  []string // message @ location
	}{
		{"counted sections", []string{"Unused files (2)", "src/legacy.js", "src/old.js", "Unlisted dependencies (1)", "ms  src/index.js:2:16"},
			[]string{"Unused files: src/legacy.js @ src/legacy.js", "Unlisted dependencies: ms @ src/index.js:2:16"}},
		{"a count over prose", []string{"Changes (2)", "renamed the cart", "fixed prices"}, nil},
		{"a library's file", []string{"Unused files (1)", "node_modules/x/index.js"}, nil},
		{"file, code rows and carets", []string{"   /app/index.html", "      L6 |  <div id=\"cart\"></div>", "                ^ The id value [ cart ] must be unique. (id-unique)"},
			[]string{"The id value [ cart ] must be unique. (id-unique) @ /app/index.html:6:7"}},
		{"a caret under no file", []string{"      L6 |  <div id=\"cart\"></div>", "                ^ x"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, f := range classifyLines(t, tt.lines...) {
				if f.Kind == Error {
					got = append(got, f.Message+" @ "+f.Location)
				}
			}
			assert.Equal(t, tt.want, got)
		})
	}
}
