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
	}})
}
