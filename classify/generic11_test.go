package classify

import "testing"

// TestRound9And11Precision holds the rules generic11 wrote for the false
// positives of blind rounds 9 and 11 (development batches), each case
// real lines of a recording (testdata/blind/roundN/<run>.txt).
func TestRound9And11Precision(t *testing.T) {
	checkRuleCases(t, []ruleCase{{
		name: "node's classless Warning with no frame is the runtime's notice (round11 dbml-clean)",
		rule: "detectNode",
		lines: []string{
			"(node:21254) Warning: NodeVersionSupportWarning: The AWS SDK for JavaScript (v3)",
			"versions published after the first week of January 2027",
			"will require node >=22. You are running node v20.20.2.",
			"",
			"To continue receiving updates to AWS services, bug fixes,",
			"and security updates please upgrade to node >=22.",
			"",
			"More information can be found at: https://a.co/c895JFp",
			"(Use `node --trace-warnings ...` to show where the warning was created)",
		},
	}, {
		name: "a circular dependency's warning (round8 jscs-rules)",
		rule: "detectNode",
		lines: []string{
			"(node:20286) Warning: Accessing non-existent property 'padLevels' of module exports inside circular dependency",
			"(Use `node --trace-warnings ...` to show where the warning was created)",
		},
	}})
}
