package classify

import "strings"

// A tally is a line that counts the problems a run reported and says
// nothing of any one of them: "ERROR: Detected 4 broken links. Scanned 7
// links in 0.361 seconds.", "error: ES-Check: there were 2 ES version
// matching errors.", "- Validation errors: 1 error(s) encountered
// above.". Its words are a severity label, a tool's name, and sentences
// that each count (a number, a few words, no quote, path or name), one of
// them counting problems. The tally rule quiets it: the problems are
// reported where they were printed, and a summary printed before them
// would otherwise be reported in their place.
func detectTally(_, t string) parser {
	if len(t) <= 24 && (strings.Contains(t, "ound") || strings.Contains(t, "etected")) && verdictOnly(strings.TrimLeft(t, "-*•·✗✖✘× ")) {
		return quietBlock{} // a verdict with no count: the problems were printed over it
	}
	if !countsSomething(t) || !isTally(t) {
		return nil
	}
	return quietBlock{}
}

// countsSomething reports, cheaply, a line that may be a tally: a digit
// and a problem's noun in it.
func countsSomething(t string) bool {
	return strings.ContainsAny(t, "123456789") && (strings.Contains(t, "rror") || strings.Contains(t, "arning") ||
		strings.Contains(t, "roblem") || strings.Contains(t, "ssue") || strings.Contains(t, "ailure") ||
		strings.Contains(t, "iolation") || strings.Contains(t, "broken"))
}

// isTally reports a line that only counts problems (see detectTally).
func isTally(t string) bool {
	m := strings.TrimLeft(t, "-*•· ")
	if _, msg, ok := cue(m); ok {
		m = msg
	}
	if word, rest, ok := strings.Cut(m, ": "); ok && strings.Count(word, " ") <= 1 {
		m = rest // the tool's name, or a label: "ES-Check: ", "Validation errors: "
	}
	if strings.ContainsAny(m, "\"'`/\\:<>=") {
		return false // a quote, a path, a name: it says what went wrong
	}
	problems := false
	for sentence := range strings.SplitSeq(strings.TrimRight(m, ".! "), ". ") {
		words := strings.Fields(strings.ToLower(sentence))
		if len(words) < 2 || len(words) > 10 || !countsAt(words) {
			return false
		}
		problems = problems || countsProblems(words)
	}
	return problems
}

// verdictOnly reports a run's verdict that counts nothing and names
// nothing: a problem's noun and a verb of finding, syncpack's "✗ Issues
// found", "Errors detected.", "Found problems".
func verdictOnly(m string) bool {
	words := strings.Fields(strings.ToLower(strings.TrimRight(m, ".!")))
	if len(words) != 2 {
		return false
	}
	return problemNouns[words[0]] && (words[1] == "found" || words[1] == "detected") ||
		(words[0] == "found" || words[0] == "detected") && problemNouns[words[1]]
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
		if w == "broken" || w == "breaking" || problemNouns[w] && (i == len(words)-1 || i > 0 && digits(words[i-1]) == words[i-1]) {
			return true
		}
	}
	return false
}

// tallyVerbs are the words before a count; problemNouns the things a
// tally of problems counts (lower case).
var (
	tallyVerbs   = map[string]bool{"found": true, "detected": true, "there": true, "were": true, "was": true, "are": true, "is": true, "encountered": true, "scanned": true, "checked": true, "total": true}
	problemNouns = map[string]bool{"error": true, "errors": true, "error(s": true, "warning": true, "warnings": true, "problem": true, "problems": true,
		"issue": true, "issues": true, "failure": true, "failures": true, "violation": true, "violations": true, "broken": true}
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
