package classify

import "strings"

// A tally is a line that counts the problems a run reported, or gives its
// verdict, and says nothing of any one of them: "2 errors", "1 warning
// and 1 error generated.", "Found 3 errors. Watching for file changes.",
// "ERROR: Detected 4 broken links. Scanned 7 links in 0.361 seconds.",
// "error: ES-Check: there were 2 ES version matching errors.", "✖ 3
// problems (2 errors, 1 warning)", "Error: Compiled with errors", "✗
// Issues found". Its words are a mark or a severity label, a tool's name,
// and sentences that count (a number, a few words, no quote, path or
// name), one of them counting problems; what follows the count may be a
// status that names no problem ("Watching for file changes"). isTally is
// the one reader of that concept: the tally rule quiets such a line, and
// every rule that would take a line or a message for a problem asks it
// first. The problems are reported where they were printed; a summary
// printed before them would otherwise be reported in their place.
func detectTally(_, t string) parser {
	if !isTally(t) {
		return nil
	}
	if !strings.ContainsAny(t, "123456789") && strings.ContainsRune(t, '0') {
		return nil // a count of none: "Found 0 errors" is a boundary's
	}
	return quietBlock{}
}

// isTally reports a line that only counts problems or gives the run's
// verdict (see detectTally).
func isTally(t string) bool {
	if !namesProblems(t) {
		return false // most lines, cheaply
	}
	m := strings.TrimLeft(t, "-*•·✗✖✘×❌⚠ ")
	if _, msg, ok := cue(m); ok {
		m = msg
	}
	for _, sep := range []string{": ", " » ", " › "} {
		// The tool's name, or a label: "ES-Check: ", "Validation errors: ",
		// "Lint! » ".
		if word, rest, ok := strings.Cut(m, sep); ok && strings.Count(word, " ") <= 1 {
			m = rest
			break
		}
	}
	if c, ok := strings.CutSuffix(m, "M"); ok && (strings.HasSuffix(c, " A") || strings.HasSuffix(c, " P")) {
		m = strings.TrimRight(c[:len(c)-2], "0123456789:") // a clock printed after it: vue-cli's "... with 1 error6:03:33 AM"
	}
	if len(m) > 2 && (m[0] == '\'' || m[0] == '"') && m[len(m)-1] == m[0] {
		m = m[1 : len(m)-1] // a count quoted as a value: node:test's TAP "error: '2 subtests failed'"
	}
	if m = unquoteOptions(m); strings.ContainsAny(m, "\"'`/\\:<>=") {
		return false // a quote, a path, a name: it says what went wrong
	}
	counted := false
	for sentence := range strings.SplitSeq(strings.TrimRight(m, ".! "), ". ") {
		words := strings.Fields(strings.ToLower(sentence))
		if i := withAt(words); i > 0 {
			words = words[i:] // "Validation failed with 2 errors and 3 warnings"
		}
		switch {
		case len(words) >= 2 && countWordsOnly(words):
			counted = true // "found 1 errors and 0 warnings", "compiled with errors", "issues found"
		case len(words) >= 2 && len(words) <= 10 && countsAt(words):
			counted = counted || countsProblems(words)
		case counted && !namesProblems(sentence):
			// a status after the count: "Watching for file changes"
		case countsTwo(words): // "1 error and 0 warnings potentially fixable ...": a row counts nothing twice
			counted = true
		default:
			return false
		}
	}
	return counted
}

// unquoteOptions sets a quoted command option's quotes aside ("the `--fix`
// option"): it says how to fix what was counted, not what went wrong.
func unquoteOptions(m string) string {
	for _, q := range []string{"`", "'", "\""} {
		for i := strings.Index(m, q+"-"); i >= 0; i = strings.Index(m, q+"-") {
			j := strings.Index(m[i+1:], q)
			if j < 0 {
				break
			}
			m = m[:i] + m[i+1:i+1+j] + m[i+2+j:]
		}
	}
	return m
}

// countsTwo reports a sentence that starts counting two kinds of
// problem: "1 error and 0 warnings ...".
func countsTwo(words []string) bool {
	return len(words) >= 5 && digits(words[0]) == words[0] && problemNouns[words[1]] &&
		words[2] == "and" && digits(words[3]) == words[3] && problemNouns[words[4]]
}

// namesProblems reports a text with a problem's noun in it: it is asked
// of every line, so each stem is looked for with strings.Contains, whose
// vector search passes over a line with none faster than one loop over
// its bytes testing each.
func namesProblems(t string) bool {
	for _, stem := range problemStems {
		if strings.Contains(t, stem) {
			return true
		}
	}
	return false
}

// problemStems are the stems of problems' nouns.
var problemStems = []string{"rror", "arning", "ailure", "roblem", "ssue", "iolation", "reaking", "broken"}

// withAt returns the index after a lead ending in "with" before a count
// ("validation failed with 2 errors"), 0 if there is none.
func withAt(words []string) int {
	for i, w := range words[:max(len(words)-1, 0)] {
		if w == "with" && i > 0 && digits(words[i+1]) == words[i+1] {
			return i + 1
		}
	}
	return 0
}

// countWordsOnly reports a sentence all of whose words count or name
// problems: numbers, problems' nouns, words of finding and building.
func countWordsOnly(words []string) bool {
	for _, w := range words {
		if w = strings.Trim(w, "(),"); digits(w) != w && !tallyVerbs[w] && !problemNouns[w] && !countWords[w] {
			return false
		}
	}
	return true
}

// countsAt reports a sentence that counts: it starts with a number, or
// with a word that reports one ("found 3", "detected 4", "there were 2").
func countsAt(words []string) bool {
	i := 0
	for i < len(words)-1 && tallyVerbs[words[i]] {
		i++
	}
	return digits(words[i]) == words[i] && (i > 0 || len(words) > 1)
}

// countsProblems reports a counting sentence whose count is of problems:
// the noun right after the number ("1 error(s) encountered above"), or
// the sentence's last ("there were 2 ES version matching errors"), or
// "broken" or "breaking" ("Detected 2 breaking changes"). ("7 brackets
// warning unnecessary bracket" is a row.)
func countsProblems(words []string) bool {
	for i, w := range words {
		w = strings.Trim(w, "(),")
		if w == "broken" || w == "breaking" || problemNouns[w] && (i == len(words)-1 || i > 0 && digits(words[i-1]) == words[i-1]) ||
			w == "failed" && i == 2 && len(words) == 3 { // "2 subtests failed"
			return true
		}
	}
	return false
}

// tallyVerbs are the words before a count; problemNouns the things a
// tally of problems counts; countWords the others a count's sentence
// may be made of (lower case).
var (
	tallyVerbs   = map[string]bool{"found": true, "detected": true, "there": true, "were": true, "was": true, "are": true, "is": true, "encountered": true, "scanned": true, "checked": true, "total": true}
	problemNouns = map[string]bool{"error": true, "errors": true, "error(s": true, "warning": true, "warnings": true, "problem": true, "problems": true,
		"issue": true, "issues": true, "failure": true, "failures": true, "violation": true, "violations": true, "broken": true, "errored": true, "failing": true}
	countWords = map[string]bool{"compiled": true, "compilation": true, "with": true, "and": true, "failed": true, "build": true, "in": true,
		"info": true, "infos": true, "hint": true, "hints": true, "note": true, "notes": true}
)

// onlyTallies reports a block whose lines under its head only announce
// ("Failed to build:") or count ("- Validation errors: 1 error(s)
// encountered above."), one of them a tally: a summary's.
func onlyTallies(block string) bool {
	_, rest, _ := strings.Cut(block, "\n")
	n := 0
	for l := range strings.SplitSeq(rest, "\n") {
		switch t := strings.TrimSpace(l); {
		case t == "" || strings.HasSuffix(t, ":"):
		case isTally(t):
			n++
		default:
			return false
		}
	}
	return n > 0
}
