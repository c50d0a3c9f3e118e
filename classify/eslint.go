package classify

import (
	"regexp"
	"strings"
)

// ESLint's default "stylish" report names a file on a line of its own,
// then one row per problem: "  3:7  error  'x' is assigned a value but
// never used  no-unused-vars". stylelint's default report is the same
// with symbols for the severity: "  2:6  ✖  Unknown property  rule".
// ESLint's "unix" format puts everything on one
// line: "/app/src/a.js:3:7: msg [Error/no-unused-vars]".
var (
	eslintRow = regexp.MustCompile(`^\s+(\d+):(\d+)\s+(error|warning|✖|⚠|×)\s+(.*?)\s{2,}(\S+)$`)
	// lintRowParen is a stylish row whose rule is in parentheses, as
	// yamllint's standard format writes it: "  4:3   error   msg  (key-duplicates)".
	lintRowParen = regexp.MustCompile(`^\s+(\d+):(\d+)\s+(error|warning)\s+(.*?)\s+(\([\w-]+\))$`)
	eslintUnix   = regexp.MustCompile(`^(\S+?):(\d+):(\d+): (.*) \[(Error|Warning)/([^\]]+)\]$`)
	// craRow is Create React App's row (react-dev-utils' formatter, under
	// "[eslint]" and the file): "  Line 5:9:  'x' is assigned a value but
	// never used  no-unused-vars". Its severity is the section's.
	craRow = regexp.MustCompile(`^\s+Line (\d+):(\d+):\s+(.*?)\s{2,}(\S+)$`)
)

// eslintAdapter reads ESLint's stylish report and the rows Create React
// App lists.
type eslintAdapter struct {
	// lintFile is the file an ESLint stylish report is listing rows for.
	lintFile string
	// lintKind is the kind of the ESLint rows Create React App lists
	// after its last "Failed to compile." or "Compiled with warnings.".
	lintKind Kind
}

func (a *eslintAdapter) detect(ln line) (parser, claim) { return completed(a.detectESLint(ln.s, ln.t)) }

// detectESLint tracks the file a stylish report is listing and returns a
// finding for each of its rows.
func (a *eslintAdapter) detectESLint(s, t string) parser {
	if len(t) == len(s) {
		switch s {
		case "Failed to compile.":
			// Create React App: ESLint's rows under it are errors, also
			// its warnings where CI=true ("Treating warnings as errors
			// because process.env.CI = true.").
			a.lintKind = Error
		case "Compiled with warnings.":
			a.lintKind = Warning
		}
		a.lintFile = ""
		if !strings.ContainsAny(s, " \t") && hasSourceExt(s) {
			a.lintFile = s
			return nil
		}
		if strings.HasSuffix(s, "]") && strings.Contains(s, "/") {
			if m := eslintUnix.FindStringSubmatch(s); m != nil {
				return &single{f: Finding{Kind: severity(strings.ToLower(m[5])), Category: "eslint",
					Message: m[4] + " (" + m[6] + ")", Location: m[1] + ":" + m[2] + ":" + m[3]}}
			}
		}
		return nil
	}
	if a.lintFile != "" && strings.HasPrefix(t, "Line ") {
		if m := craRow.FindStringSubmatch(s); m != nil {
			kind := a.lintKind
			if kind == 0 {
				kind = Warning
			}
			return &single{f: Finding{Kind: kind, Category: "eslint",
				Message: m[3] + " (" + m[4] + ")", Location: a.lintFile + ":" + m[1] + ":" + m[2]}}
		}
	}
	if a.lintFile == "" || !isDigit(t[0]) {
		return nil
	}
	if m := lintRowParen.FindStringSubmatch(s); m != nil {
		// Not ESLint's: the rule in parentheses (yamllint).
		return &single{f: Finding{Kind: severity(m[3]), Category: "generic",
			Message: m[4] + " " + m[5], Location: a.lintFile + ":" + m[1] + ":" + m[2]}}
	}
	if m := eslintRow.FindStringSubmatch(s); m != nil {
		kind, category := severity(m[3]), "eslint"
		switch m[3] {
		case "⚠":
			kind, category = Warning, "stylelint"
		case "✖", "×":
			category = "stylelint"
		}
		return &single{f: Finding{Kind: kind, Category: category,
			Message: m[4] + " (" + m[5] + ")", Location: a.lintFile + ":" + m[1] + ":" + m[2]}}
	}
	return nil
}
