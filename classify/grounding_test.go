package classify

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWantsGrounded checks that every hand-written expectation is taken
// from its log: the message text and the location's file and line appear
// in the fixture's .txt. An expectation copied from the classifier's output
// rather than the tool's would show here as text the tool never printed.
func TestWantsGrounded(t *testing.T) {
	for _, txt := range fixtures(t) {
		path := strings.TrimSuffix(txt, ".txt") + ".want.json"
		name := strings.TrimSuffix(filepath.Base(path), ".want.json")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			var w want
			require.NoError(t, json.Unmarshal(data, &w))
			raw, err := os.ReadFile(strings.TrimSuffix(path, ".want.json") + ".txt")
			require.NoError(t, err)
			var lines []string
			for _, l := range strings.Split(string(raw), "\n") {
				lines = append(lines, StripANSI(l))
			}
			text := strings.Join(lines, "\n")
			// A JSON report writes ANSI codes escaped ("\u001b[31m"); its text is
			// read without them too.
			text += "\n" + jsonANSI.ReplaceAllString(text, "")
			for i, f := range w.Findings {
				// An empty message would match any finding's.
				require.NotEmpty(t, f.Message, "finding %d", i)
				assert.True(t, messageGrounded(text, f.Message), "finding %d: message %q is not in the log", i, f.Message)
				if f.Location != "" {
					assert.True(t, locationGrounded(lines, f.Location), "finding %d: location %q is not in the log", i, f.Location)
				}
			}
		})
	}
}

// jsonANSI is an ANSI colour code as a JSON string escapes it.
var jsonANSI = regexp.MustCompile(`\\u001b\[[0-9;]*m`)

// messageGrounded reports whether msg is in the log, allowing for what
// findings join with ": ": a code and its text ("E0308: mismatched
// types"), a test's name and its assertion ("<name> failed: <msg>"), a
// path and the error under it. Each joined part must be in the log.
func messageGrounded(text, msg string) bool {
	if strings.Contains(text, msg) {
		return true
	}
	for _, part := range strings.Split(msg, ": ") {
		part = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(part), " failed"), " could not run")
		if part != "" && !strings.Contains(text, part) {
			return false
		}
	}
	return true
}

// locationGrounded reports whether one line of the log names the location's
// file and its line number, in whatever form the tool wrote them
// ("src/a.js:8:16", "src/a.js (8:16)", "a.php on line 8", "./a.js 2:0-35").
func locationGrounded(lines []string, loc string) bool {
	path, pos, ok := strings.Cut(strings.TrimPrefix(loc, "res://"), ":")
	if !ok {
		return false
	}
	line := digits(pos)
	for i, l := range lines {
		// ESLint's stylish report: the path alone, then "  3:7  error ..." rows
		// (Create React App's: "  Line 3:7:  ...").
		if strings.TrimSpace(l) == path {
			for _, row := range lines[i+1:] {
				if strings.TrimSpace(row) == "" {
					break
				}
				if strings.HasPrefix(strings.TrimPrefix(strings.TrimSpace(row), "Line "), line+":") {
					return true
				}
			}
		}
		// Vue's compiler-sfc under webpack: "[vue/compiler-sfc] msg (8:76)",
		// a blank line, then the path alone.
		if strings.TrimSpace(l) == path {
			for _, row := range lines[max(0, i-3):i] {
				if strings.Contains(row, "("+line+":") {
					return true
				}
			}
		}
		// Storybook's indexer: "🚨 Unable to index ./src/a.stories.js:", then
		// "  SyntaxError: Unterminated string constant. (3:29)".
		if strings.HasSuffix(l, " "+path+":") {
			for _, row := range lines[i+1 : min(len(lines), i+3)] {
				if strings.Contains(row, "("+line+":") {
					return true
				}
			}
		}
		// RuboCop's simple format: "== app.rb ==", then "W: 10:  5: ..." rows.
		if strings.Trim(l, "= ") == path && strings.HasPrefix(l, "== ") {
			for _, row := range lines[i+1:] {
				if len(row) < 3 || row[1] != ':' {
					break
				}
				if n, _, _ := strings.Cut(strings.TrimLeft(row[2:], " "), ":"); n == line {
					return true
				}
			}
		}
		// rspack: "ERROR in ./src/a.js", then the place in a box, "╭─[3:17]".
		if strings.HasSuffix(l, " "+path) {
			for _, row := range lines[i+1 : min(len(lines), i+8)] {
				if strings.Contains(row, "╭─["+line+":") {
					return true
				}
			}
		}
		// Docusaurus's MDX error: 'MDX compilation failed for file "/app/docs/a.md"',
		// then its Details in JSON, '"line": 7,' among them.
		if strings.Contains(l, ` for file "`+path+`"`) {
			for _, row := range lines[i+1 : min(len(lines), i+12)] {
				if strings.TrimSpace(row) == `"line": `+line+`,` {
					return true
				}
			}
		}
		// Free Pascal's frames: "  $0000000000401234  main,  line 9 of cart.pas".
		if strings.Contains(l, "line "+line+" of "+path) {
			return true
		}
		// Erlang's Common Test names the module, whose file is MODULE.erl:
		// "cart_SUITE:discount failed on line 9".
		if mod, ok := strings.CutSuffix(path, ".erl"); ok && strings.HasPrefix(l, mod+":") && strings.HasSuffix(l, " failed on line "+line) {
			return true
		}
		// A JSON report: "file": "tests/a.spec.js", then "line": 10 in the
		// same object a few lines below.
		if strings.Contains(l, `"file": "`+path+`"`) {
			for _, row := range lines[i+1 : min(len(lines), i+4)] {
				if strings.Contains(row, `"line": `+line+`,`) || strings.TrimSpace(row) == `"line": `+line {
					return true
				}
			}
		}
		i := strings.Index(l, path)
		if i < 0 {
			continue
		}
		rest := l[i+len(path):]
		for _, f := range strings.FieldsFunc(rest, func(r rune) bool { return r < '0' || r > '9' }) {
			if f == line {
				return true
			}
		}
	}
	return false
}
