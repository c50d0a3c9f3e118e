package classify

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestIsTally holds the one reader of count lines to real lines: each
// printed by the tool named beside it, in the fixture or blind run named
// there (the engine's log prefix already set aside, as the rules see
// them). Before isTally was the only reader, isSummary, onlyCounts,
// isRecap and the tally rule's own isTally each read some of these and
// not the others.
func TestIsTally(t *testing.T) {
	tests := []struct {
		in   string
		want bool
		from string
	}{
		{"Found 1 error. Watching for file changes.", true, "tsc --watch (tsc/tsc7-watch-pretty)"},
		{"2 warnings and 1 error generated.", true, "clang (cc/clang-error)"},
		{"Found 2 problems", true, "deno lint (generic/deno-lint)"},
		{"Found 5 errors.", true, "tsp compile (blind/round6/tsp-errors)"},
		{"✖ 9 problems (1 error, 8 warnings, 0 infos, 0 hints)", true, "spectral lint (blind/round3/spectral-lint-ci)"},
		{"❌ Validation failed with 2 errors and 3 warnings.", true, "redocly lint (blind/round3/redocly-lint)"},
		{"✗ Issues found", true, "syncpack (blind/round6/syncpack-mismatch)"},
		{"Error: Compiled with errors", true, "dts-bundle-generator (blind/round5/dtsbundle-type)"},
		{"ERROR: Detected 4 broken links. Scanned 7 links in 0.361 seconds.", true, "linkinator (blind/round7/linkinator-site)"},
		{"error: ES-Check: there were 2 ES version matching errors.", true, "es-check (blind/round7/escheck-version)"},
		{" - Validation errors: 1 error(s) encountered above.", true, "relay-compiler (blind/round7/relay-field)"},
		{"1 error and 0 warnings potentially fixable with the `--fix` option.", true, "lint-md, eslint's words (blind/round11/lintmd-docs)"},
		{"7 brackets warning unnecessary bracket", false, "stylint's row under its file line (blind/round7/stylint-rules)"},
		{"Found 1 clones with 14 duplicated lines in 2 files:", false, "phpcpd's heading over its ranges (blind/round7/phpcpd-src)"},
		{`error: there were 2 errors in "src/a.ts"`, false, "(made up) a count that names the file says where"},
		{"Port 3000 is already in use", false, "(made up) a number, no problem counted"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			assert.Equal(t, tt.want, isTally(tt.in), tt.from)
		})
	}
}

// A tally whose lead is the tool's word and a separator mark, not a
// colon (coffeelint, round 8): a summary, not a problem.
func TestTallyAfterSeparator(t *testing.T) {
	checkRuleCases(t, []ruleCase{{
		name:  "coffeelint's tally",
		rule:  "isTally",
		lines: []string{"", "✗ \x1b[1m\x1b[31mLint!\x1b[39m\x1b[22m » 3 errors and 0 warnings in 1 file", ""},
	}})
}
