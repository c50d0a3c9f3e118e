package classify

import "regexp"

// Japa's spec reporter (Node), after " ERRORS ": a section per failure,
// "❯ cart / takes ten percent off" at column 0, the diff, "ℹ AssertionError:
// msg" and " ⁃ at NAME (FILE:L:C)" frames, a code frame after the first
// application one; "[1/2]─" closes it. Japa's and its plugins' frames are
// under node_modules.
var japaSpec = &spec{
	name: "japa", fixture: "japa-fail", tool: "@japa/runner 4.5.0 + @japa/assert 4.2.0",
	starts: "\xe2", has: " / ", // "❯"
	head:    regexp.MustCompile(`^❯ (?P<name>.+ / .+)$`),
	message: "${name} failed", category: "generic",
	under: under{
		stop:   regexp.MustCompile(`^\s*\[\d+/\d+\]─$|^❯ |^\s*FAILED$`),
		detail: regexp.MustCompile(`^\s*ℹ (?P<msg>.+)$`),
		frame:  regexp.MustCompile(`^\s*⁃ at (?:.* \()?(?P<file>[^\s()]+):(?P<line>\d+):(?P<col>\d+)\)?$`),
	},
}
