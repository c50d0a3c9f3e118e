package classify

import "regexp"

// Biome (and Rome before it) heads each diagnostic with its place and rule
// over a rule of heavy lines: "src/a.js:1:5 lint/correctness/noUnusedVariables
// FIXABLE ━━━━", or "src/a.js format ━━━━" for a whole file; the message
// follows, indented, after a marker: "×" an error, "!" a warning, "i" a
// note. Its closing "check ━━━━" (or "ci ━━━━") head carries only a
// summary.
var biomeSpec = &spec{
	name: "biome", fixture: "biome-check", tool: "Biome 2.6.8",
	has:      "━━━",
	head:     regexp.MustCompile(`^(?:(?P<file>[^\s:]+\.\w+)(?::(?P<line>\d+):(?P<col>\d+))?|(?P<recap>[\w-]+)) .*━━━`),
	category: "biome",
	under: under{
		stop:    regexp.MustCompile(`^\S`),
		detail:  regexp.MustCompile(`^\s+(?:(?P<warn>[!⚠iℹ])|[×✖]) (?P<msg>.+)$`),
		confirm: regexp.MustCompile(`^\s+[!⚠iℹ×✖] `),
	},
}
