package classify

import (
	"regexp"
	"strings"
)

// JavaScript test runners whose failure reports have shapes of their own:
// Jasmine's and cucumber-js's numbered lists after "Failures:", and uvu's
// "FAIL "name"" blocks (a spec).

// failureListItem reads an unindented "1) name" in the list a runner
// prints after "Failures:" at column 0 (RSpec indents its items):
//
//  1. cart sums prices                                       Jasmine
//     Message:
//     Expected 6 to be 7.
//     Stack:
//     at UserContext.<anonymous> (file:///app/spec/cartSpec.js:7:43)
//
//  1. Scenario: Sum of prices # features/cart.feature:3      cucumber-js
//     ✔ Given a cart with 3 apples at 2 each # features/step_definitions/cart.steps.js:4
//     ✖ Then the total is 7 # features/step_definitions/cart.steps.js:16
//     AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:
//     at World.<anonymous> (file:///app/features/step_definitions/cart.steps.js:17:10)
//
// cucumber-js marks a step with no definition "?", with "Undefined." under
// it: the run fails, at the scenario's line.
func failureListItem(title string) parser {
	if rest, ok := strings.CutPrefix(title, "Scenario"); ok {
		_, rest, _ = strings.Cut(rest, ": ")
		name, loc, _ := strings.Cut(rest, " # ")
		if file, line, ok := strings.Cut(loc, ":"); !ok || file == "" || digits(line) != line || line == "" {
			loc = "" // "features/cart.feature:13"
		}
		return &listItem{f: Finding{Kind: Error, Category: "cucumber"}, name: name, testLoc: loc, cucumber: true}
	}
	return &listItem{f: Finding{Kind: Error, Category: "jasmine"}, name: title}
}

// listItem is one failure of a Jasmine or cucumber-js list.
type listItem struct {
	f        Finding
	name     string
	testLoc  string // cucumber: the scenario's place in its feature file
	cucumber bool
	failing  bool   // cucumber: under the failed (✖) or undefined (?) step
	detail   string // the error's first line
}

func (p *listItem) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	switch {
	case t == "":
		return hold
	case len(t) == len(line):
		return reject // the next item, or the run's summary
	case p.cucumber && (strings.HasPrefix(t, "✖ ") || strings.HasPrefix(t, "? ")):
		p.failing = p.detail == ""
	case p.cucumber && (strings.HasPrefix(t, "✔ ") || strings.HasPrefix(t, "- ")):
		// a passed or skipped step
	case strings.HasPrefix(t, "at "):
		if p.f.Location == "" {
			p.f.Location = findLoc(t, true)
		}
	case t == "Message:" || t == "Stack:":
		// Jasmine's headings
	case p.detail == "" && (p.failing || !p.cucumber):
		p.detail = t
	}
	return take
}

func (p *listItem) finding() (Finding, bool) {
	if p.detail == "" {
		return Finding{}, false
	}
	f := p.f
	f.Message = p.name + " failed: " + p.detail
	if f.Location == "" {
		f.Location = p.testLoc
	}
	return f, true
}

// uvu reports a failed test as "   FAIL  "sums prices"", its assertion's
// message and diff, and frames whose first are uvu's own, all indented
// deeper than the head; its progress line ("✘ ✘ •   (1 / 3)") only counts.
var uvuSpec = &spec{
	name: "uvu", fixture: "js3t-uvu", tool: "uvu 0.5.6",
	starts: "F\xe2", anyOf: []string{`FAIL  "`, " / "}, // "✘", "•", "✓"
	head:    regexp.MustCompile(`^\s+FAIL  "(?P<name>.+)"$|^(?P<quiet>[✘•✓ ]+\(\d+ / \d+\))$`),
	message: "${name} failed", category: "uvu",
	under: under{
		stop:   regexp.MustCompile(`^\s{0,3}\S`),
		detail: regexp.MustCompile(`^\s+(?P<msg>\S.*)$`),
		frame:  regexp.MustCompile(`^\s+at (?:.* \()?(?:file://)?(?P<file>[^\s()]+):(?P<line>\d+):(?P<col>\d+)\)?$`),
	},
}
