package classify

import "testing"

// TestGeneric13Rules holds the generic layer's rules that round 13 of
// the blind recordings drove (issue 26 item 3), each on the real lines
// of a recording, each failing without its change.
func TestGeneric13Rules(t *testing.T) {
	checkRuleCases(t, []ruleCase{{
		name: "a place in brackets after its label, its message under it, then the run's verdict at it (round13 thrift-gen)",
		rule: "trimPath: a label before an absolute path; placeMessage: the bracket's label; detectPlace: the verdict row",
		lines: []string{
			"[ERROR:/project/idl/shop.thrift:13] (last token was 'i32')",
			"syntax error",
			"[FAILURE:/project/idl/shop.thrift:13] Parser error during include pass.",
		},
		want: []problem{{"error", "syntax error", "/project/idl/shop.thrift:13"}},
	}})
}
