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
	}, {
		name: "a tally's second line says what fixes the problems counted (round11 lintmd-docs)",
		rule: "isTally",
		lines: []string{
			"",
			"/project/docs/setup.md",
			"  5:1  error  代码语言不能为空，请在代码块语法上增加语言  no-empty-code-lang",
			"",
			"✖ 1 problem (1 error, 0 warnings)",
			"  1 error and 0 warnings potentially fixable with the `--fix` option.",
			"",
		},
		want: []problem{{"error", "代码语言不能为空，请在代码块语法上增加语言", "/project/docs/setup.md:5:1"}},
	}, {
		name: "a request record logged at ERROR after the traceback of the error it answered (round11 pecan-controller)",
		rule: "isRequestRecord",
		lines: []string{
			"2026-12-02 14:14:39,019 INFO  [pecan.commands.serve] \"GET /orders/ HTTP/1.1\" 200 15",
			"2026-12-02 14:14:39,090 ERROR [pecan.commands.serve] \"GET /orders/total/1 HTTP/1.1\" 500 59",
		},
	}})
}
