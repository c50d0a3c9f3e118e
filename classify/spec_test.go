package classify

import (
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSpecs checks that each spec is registered under its name and reads
// the fixture it names: the one a new line-shaped tool brings with it.
func TestSpecs(t *testing.T) {
	for _, sp := range specs {
		t.Run(sp.name, func(t *testing.T) {
			require.True(t, slices.ContainsFunc(registry, func(e entry) bool { return e.name == sp.name }), "spec %s is not in the registry", sp.name)
			path := fixture(t, sp.fixture)
			assert.Equal(t, sp.name, filepath.Base(filepath.Dir(path)), "%s lives beside its spec, in testdata/%s/", sp.fixture, sp.name)
			got := classifyFile(t, path)
			assert.True(t, slices.ContainsFunc(got, func(f Finding) bool { return f.adapter == sp.name }),
				"no finding of %s comes from its spec: %s", sp.fixture, describe(got))
			assert.NotEmpty(t, sp.tool)
		})
	}
}

func TestExpand(t *testing.T) {
	re := regexp.MustCompile(`^(?P<name>\w+) (?P<status>[A-Z]+) ?(?P<msg>.*)$`)
	for line, want := range map[string]string{
		"totals FAIL exit status 1": "totals FAIL: exit status 1",
		"totals TIMEOUT":            "totals TIMEOUT",
	} {
		assert.Equal(t, want, expand("${name} ${status}[: ${msg}]", re, re.FindStringSubmatch(line)), line)
	}
	assert.Equal(t, "exit status 1", expand("", re, re.FindStringSubmatch("totals FAIL exit status 1")))
}

// A head of two alternatives names a group twice: its text is the first
// of that name that matched (clojure.test's FAIL and ERROR heads).
func TestGroupFirstMatched(t *testing.T) {
	re := regexp.MustCompile(`^(?:FAIL in \((?P<name>\S+)\) \((?P<file>\S+):(?P<line>\d+)\)|ERROR in \((?P<name>\S+)\) \(\S+:\d+\))$`)
	m := re.FindStringSubmatch("ERROR in (parses-quantity) (NumberFormatException.java:67)")
	require.NotNil(t, m)
	assert.Equal(t, "parses-quantity", group(re, m, "name"))
	assert.Equal(t, "", group(re, m, "file"))
	m = re.FindStringSubmatch("FAIL in (takes-ten-percent) (cart_test.clj:14)")
	assert.Equal(t, "takes-ten-percent", group(re, m, "name"))
	assert.Equal(t, "cart_test.clj:14", place(re, m, false))
}

// A place is the application's file and line; a file alone places a row
// only where the head has no line group.
func TestPlace(t *testing.T) {
	for _, tt := range []struct {
		re, line, want string
		frame          bool
	}{
		{`^(?P<file>\S+):(?P<line>\d+):(?P<col>\d+) `, "src/cart.css:4:3 x", "src/cart.css:4:3", false},
		{`^(?P<file>\S+):(?P<line>\d+) `, "node_modules/x/a.js:4 x", "", false},
		{`^(?P<file>[^\s:]+) failed `, "src/CartItem.js failed for", "src/CartItem.js", true},
		{`^(?P<file>[^\s:]+) failed `, "README failed for", "", true}, // no source file
		{`^(?P<file>[^\s:]+)(?::(?P<line>\d+))? `, "src/a.js x", "", false},
	} {
		re := regexp.MustCompile(tt.re)
		assert.Equal(t, tt.want, place(re, re.FindStringSubmatch(tt.line), tt.frame), tt.line)
	}
}

// A spec's prefilter: starts, has, and anyOf's literals, of which a head
// holds one.
func TestSpecMay(t *testing.T) {
	sp := &spec{starts: "E-", anyOf: []string{"Error in ", " FAILED["}}
	assert.True(t, sp.may("Error in f(x) : "))
	assert.True(t, sp.may("----- FAILED[data]: a.R<5--5>"))
	assert.False(t, sp.may("Error: other"))
	assert.False(t, sp.may("x Error in f(x) : "))
	assert.True(t, (&spec{has: ": "}).may("a: b"))
	assert.False(t, (&spec{has: ": "}).may("a b"))
}

// The groups and forms that say what a head is, each on the lines of the
// tool that needed it (from its fixture): warn in a detail and recap
// (Biome), boundary and restate (Parcel), warns (React Router), late
// (Playwright).
func TestSpecForms(t *testing.T) {
	type want struct {
		kind         Kind
		adapter      string
		message, loc string
	}
	for _, tt := range []struct {
		name  string
		lines []string
		want  []want
	}{
		{"biome: a marker in the detail, a closing recap", []string{
			"src/a.js:1:1 lint/style/useConst  FIXABLE  ━━━━━━━━━━",
			"",
			"  ! This let declares a variable that is only assigned once.",
			"",
			"check ━━━━━━━━━━━━━━━━━━━━",
			"",
			"  × Some errors were emitted while running checks.",
		}, []want{{Warning, "biome", "This let declares a variable that is only assigned once.", "src/a.js:1:1"}}},
		{"parcel: the detail restates the head; a boundary", []string{
			"🚨 Build failed.",
			"",
			"@parcel/transformer-js: Expected ',', got ';'",
			"",
			"  /app/src/cart.js:2:68",
			"  > 2 |   return items.reduce((sum, item) => sum + item.price * item.qty, 0;",
			"✨ Built in 102ms",
		}, []want{
			{Error, "parcel", "Expected ',', got ';'", "/app/src/cart.js:2:68"},
			{Boundary, "parcel", "✨ Built in 102ms", ""},
		}},
		{"react router: a 404 is a warning", []string{
			`Error: No route matches URL "/favicon.ico"`,
			"    at getInternalRouterError (file:///app/node_modules/react-router/dist/development/index.mjs:1:1)",
			"ErrorResponseImpl {",
			"  status: 404,",
			"}",
		}, []want{{Warning, "react-router", `No route matches URL "/favicon.ico"`, ""}}},
		{"playwright: a frame places it before the test's header", []string{
			"  1) tests/cart.spec.ts:5:1 › shows the total ──────────",
			"",
			"    Error: expect(received).toBe(expected)",
			"",
			"      at /app/tests/cart.spec.ts:7:20",
			"",
			"  1 failed",
		}, []want{{Error, "playwright", "tests/cart.spec.ts:5:1 › shows the total failed: Error: expect(received).toBe(expected)", "/app/tests/cart.spec.ts:7:20"}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := classifyLines(t, tt.lines...)
			require.Len(t, got, len(tt.want), describe(got))
			for i, w := range tt.want {
				assert.Equal(t, w.kind, got[i].Kind, "finding %d", i)
				assert.Equal(t, w.adapter, got[i].adapter, "finding %d", i)
				assert.Equal(t, w.message, got[i].Message, "finding %d", i)
				assert.Equal(t, w.loc, got[i].Location, "finding %d", i)
			}
		})
	}
}
