package classify

import "testing"

// TestGeneric14Rules holds the generic layer's rules that the fixtures
// read with their adapters off (BLIND_FIXTURES=1) drove (issue 26 item
// 3), each on the real lines of a recording, each failing without its
// change.
func TestGeneric14Rules(t *testing.T) {
	checkRuleCases(t, []ruleCase{{
		name: "a failed test's title, its error on the line under it (test-runner/js3t-vitest-default)",
		rule: "cuedHead: markHead on a FAIL cue; genericBlock.next: the title failed: the error; refine keeps 'X failed: '",
		lines: []string{
			" FAIL  cart.test.js > cart > sums prices",
			"AssertionError: expected 6 to be 7 // Object.is equality",
			"",
			"- Expected",
			"+ Received",
			"",
			"- 7",
			"+ 6",
			"",
			" ❯ cart.test.js:6:43",
			"      4| describe('cart', () => {",
			"      5|   it('sums prices', () => {",
			"      6|     expect(total([{ price: 2, qty: 3 }])).toBe(7)",
			"       |                                           ^",
			"      7|   })",
			"      8|",
			"",
			"⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/4]⎯",
		},
		want: []problem{{"error", "sums prices failed: AssertionError: expected 6 to be 7", "cart.test.js:6:43"}},
	}, {
		name: "a program's label on each line of its report: warnings one a line or under their topic, an error's rows under its code (npm/npm-install-scripts, npm/npm-ci)",
		rule: "progLevel; detectGeneric: the label is the head's relabel; genericBlock.relabelled",
		lines: []string{
			"npm warn Unknown user config \"nodedir\". This will stop working in the next major version of npm. See `npm help npmrc` for supported config options.",
			"npm warn EBADENGINE Unsupported engine {",
			"npm warn EBADENGINE   package: 'rechoir@1.0.0',",
			"npm warn EBADENGINE   required: { node: '>= 22.15.0' },",
			"npm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }",
			"npm warn EBADENGINE }",
			"",
			"npm error code EUSAGE",
			"npm error",
			"npm error The `npm ci` command can only install with an existing package-lock.json or",
			"npm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an install with npm@5 or",
			"npm error later to generate a package-lock.json file, then try again.",
		},
		want: []problem{{"warning", "Unknown user config \"nodedir\"", ""}, {"warning", "EBADENGINE Unsupported engine", ""},
			{"error", "EUSAGE: The `npm ci` command can only install with an existing package-lock.json or", ""}},
	}, {
		name: "a CLI's closing that only points at its log is none, and the run's next lines are not its (npm/npm8-missing-script, ounit/ounit-fail)",
		rule: "detectGeneric: a vague program-labelled error is bare; relabelled: a line without the label ends it",
		lines: []string{
			"npm ERR! A complete log of this run can be found in:",
			"npm ERR!     /home/dev/.npm/_logs/2026-11-21T06_20_13_062Z-debug-0.log",
			"",
			".EF",
			"==============================================================================",
			"Error: cart:2:parses quantity.",
		},
		want: []problem{{"error", "cart:2:parses quantity", ""}},
	}, {
		name: "a logged request's tags say which request, the error under them what went wrong (consola/fw2-nitro-dev)",
		rule: "cuedHead: tagsThenRequest makes the head vague; specific: an info mark before the error",
		lines: []string{
			" ERROR  [request error] [unhandled] [GET] http://127.0.0.1:18703/api/items/pear",
			"",
			" ",
			"\u001b[31mℹ Error: Cannot read properties of undefined (reading 'title')\u001b[39m",
			"",
			" ⁃ at Object.handler \u001b[33m(routes/api/items/[slug].ts:5:23)\u001b[39m",
			"",
		},
		want: []problem{{"error", "Cannot read properties of undefined (reading 'title')", "routes/api/items/[slug].ts:5:23"}},
	}})
}
