package classify

import (
	"regexp"
	"strconv"
	"strings"
)

// A linter's report is rows, one problem each, in few shapes whatever the
// linter: a place, then a message with the rule's id after it ("
// /app/index.js:2:18: Extra semicolon. (semi)", "a.md:3 subject [rule]"),
// or a severity word and the message ("README.md:1 error MD022/... Headings
// should ..."); or the place in words, "cart.js: line 2, col 14, Missing
// semicolon.". A row opens nothing unless it names the project's own file,
// and a place with a message alone (a logger's "main.go:42: listening")
// is no row: the rule's id or the severity word tells a report.

// detectLintRow reads one report row; its finding is the row alone.
func detectLintRow(_, t string) parser {
	if t[0] >= 0x80 {
		if p := boxRow(t); p != nil {
			return p
		}
		return markRow(t)
	}
	if strings.Contains(t, "overage") && strings.IndexByte(t, '%') > 0 {
		if p := coverageShort.detect(t, t); p != nil {
			return p
		}
	}
	if t[0] == 'L' && strings.HasPrefix(t, "Line ") {
		return lineOfRow.detect(t, t)
	}
	if isDigit(t[len(t)-1]) && strings.IndexByte("<[eEwW", t[0]) >= 0 {
		if p := placeLastRow.detect(t, t); p != nil {
			return p
		}
	}
	if isDigit(t[0]) && isDigit(t[len(t)-1]) { // (most rows never split)
		if w := strings.Fields(t); len(w) == 4 && digits(w[0]) == w[0] && isRuleID(w[1]) && isRuleID(receiver.Replace(w[2])) && findLoc(w[3], true) == w[3] {
			// A metric's row, no words but a number and names, the place last:
			// gocyclo's and gocognit's "15 orders Handle orders/handler.go:15:1"
			// ("(*Cart).Add" for a method).
			return lintRow(Warning, strings.Join(w[:3], " "), w[3])
		}
	}
	if !isPathByte(t[0]) || strings.IndexByte(t, ':') < 0 {
		return nil
	}
	if t[0] == 'e' || t[0] == 'w' {
		if p := ruleFileRow.detect(t, t); p != nil {
			return p
		}
	}
	if p := pathFailedRow.detect(t, t); p != nil {
		return p
	}
	if strings.Contains(t, ") in ") {
		if p := posInRow.detect(t, t); p != nil {
			return p
		}
	}
	loc, rest, ok := leadingLoc(t, true)
	if ok {
		if k, msg, ok := severityWord(rest); ok {
			return lintRow(k, msg, loc)
		}
		if _, ok := ruleSuffix(rest); !ok {
			return nil
		}
	} else if loc, rest, ok = wordsRow(t); !ok {
		return nil
	}
	if !isAppPath(loc) || !strings.Contains(rest, " ") {
		return nil
	}
	if m, ok := strings.CutPrefix(rest, "Warning - "); ok {
		return lintRow(Warning, m, loc) // csslint's compact "site.css: line 9, col 3, Warning - msg"
	}
	return lintRow(Error, strings.TrimPrefix(rest, "Error - "), loc)
}

// The rows a regexp reads whole, each tried where detectLintRow says
// (the shapes' order and the cheap tests before them are its): specs with
// no name, placed where the row names a project file.
var (
	// A coverage checker's verdict that the rate fell short: "The type
	// coverage rate(64.70%) is lower than the target(95%).", "Coverage for
	// lines (50%) does not meet global threshold (80%)". A rate alone
	// ("Coverage: 64.70%") is none.
	coverageShort = &spec{
		head:     regexp.MustCompile(`^(?:ERROR: |Error: )?(?P<msg>.*(?: is lower than the | is below the | does not meet | not met).*)$`),
		category: "generic", form: alone,
	}
	// The line in words before the path, a tag, the message after a dash:
	// "Line 5 of /project/welcome.mjml (mj-text) — Attribute colour is illegal".
	lineOfRow = &spec{
		head:     regexp.MustCompile(`^Line (?P<line>\d+) of (?P<file>\S+) (?:\([^)]*\) )?[—–-] +(?P<msg>\S+ .*?)\s*$`),
		category: "generic", form: alone | placed,
	}
	// The place ends the row, after a severity label and the message, a
	// tool's tag before them: "<markuplint> error: The "div" element is not
	// allowed ... (permitted-contents) /project/index.html:9:7".
	placeLastRow = &spec{
		has:      ": ",
		head:     regexp.MustCompile(`^(?:[<\[][^\s>\]]*[>\]] )?(?i:(?P<sev>error|warning|warn)): (?P<msg>\S+ .*?)\s+(?P<file>\S+?):(?P<line>\d+)(?::(?P<col>\d+))?$`),
		category: "generic", form: alone | placed,
	}
	// A severity word, a rule's id and the project file it names:
	// dependency-cruiser's "error no-circular: src/cart.js → ", the cycle's
	// next files on the lines under it.
	ruleFileRow = &spec{
		has:      "-",
		head:     regexp.MustCompile(`^(?P<sev>error|warn|warning) (?P<msg>[a-z0-9/@-]*-[a-z0-9/@-]*: (?P<file>[^\s:]+).*?)\s*(?:→\s*)?$`),
		category: "generic", form: alone | placed,
	}
	// A project file named first and the check it failed: "src/CartItem.js
	// failed for `.js` rules: kebabcase".
	pathFailedRow = &spec{
		has:      " failed ",
		head:     regexp.MustCompile(`^(?P<file>[^\s:]+) (?P<msg>failed .*)$`),
		category: "generic", form: alone | placed,
	}
	// A parser's message with the line and column in parentheses and the
	// file after "in": "Unexpected token (7:1) in views/cart.ejs".
	posInRow = &spec{
		has:      ") in ",
		head:     regexp.MustCompile(`^(?P<msg>[A-Za-z].*) \((?P<line>\d+):(?P<col>\d+)\) in (?P<file>\S+)$`),
		category: "generic", form: alone | placed,
	}
)

// receiver drops a Go method's receiver's brackets: "(*Cart).Add" is "Cart.Add".
var receiver = strings.NewReplacer("(*", "", "(", "", ")", "")

func lintRow(k Kind, msg, loc string) parser {
	return &single{f: Finding{Kind: k, Category: "generic", Message: msg, Location: loc}}
}

// ruleSuffix returns the rule id that ends a row's message in parentheses
// or brackets: "(no-unused-vars)", "[subject-empty]", "(wcag/h37)". An id is
// one word of letters, digits and "-/_.@", with a letter and a "-" or "/",
// or any such word after a sentence's full stop ("Extra semicolon. (semi)"):
// a word alone in parentheses is prose otherwise ("(optional)", "(3:18)").
func ruleSuffix(rest string) (string, bool) {
	rest = strings.TrimRight(rest, " ")
	if len(rest) < 4 {
		return "", false
	}
	var open byte
	switch rest[len(rest)-1] {
	case ')':
		open = '('
	case ']':
		open = '['
	default:
		return "", false
	}
	i := strings.LastIndexByte(rest, open)
	if i <= 0 || rest[i-1] != ' ' {
		return "", false
	}
	id, sentence := rest[i+1:len(rest)-1], strings.TrimRight(rest[:i], " ")
	if id == "" || !strings.ContainsAny(id, "-/") && !strings.HasSuffix(sentence, ".") || strings.Trim(id, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/_.@") != "" || strings.Trim(id, "0123456789-/_.@") == "" {
		return "", false
	}
	return id, true
}

// wordsRow reads a place in words at the start of a row, "cart.js: line 2,
// col 14, Missing semicolon.", as "cart.js:2:14" and the message.
func wordsRow(t string) (loc, rest string, ok bool) {
	path, after, ok := strings.Cut(t, ": line ")
	if !ok || !hasSourceExt(path) || strings.ContainsAny(path, " \t") {
		return "", "", false
	}
	n, c, k := lineCol(after)
	if c == "" {
		return "", "", false
	}
	rest, ok = strings.CutPrefix(after[k:], ", ")
	if !ok || rest == "" {
		return "", "", false
	}
	return path + ":" + n + ":" + c, rest, true
}

// markRow reads a report row that starts with a mark of failure or of
// warning and ends with the rule's id: commitlint's "✖   subject may not
// be empty [subject-empty]". A mark over no rule ("✖ found 3 problems")
// is a recap.
func markRow(t string) parser {
	kind, rest := leadMark(t)
	rest = strings.TrimSpace(rest)
	if _, ok := ruleSuffix(rest); kind == 0 || !ok || !strings.Contains(rest, " ") {
		return nil
	}
	return &single{f: Finding{Kind: kind, Category: "generic", Message: rest}}
}

// numberedList reads the numbered list a report prints under a heading
// that announces errors: publint's "Errors:" over "1. pkg.main is ... but
// the file does not exist.", madge's "✖ Found 1 circular dependency!" over
// "1) a.js > b.js". Each row is a problem; any other line ends the list.
type numberedList struct {
	kind Kind // the heading's severity while its list goes on, else 0
}

func (a *numberedList) start() { a.kind = 0 }

func (a *numberedList) detect(ln line) (parser, claim) {
	t := ln.t
	if k := listHeading(t); k != 0 && len(t) == len(ln.s) {
		a.kind = k
		return nil, quiets
	}
	kind := a.kind
	a.kind = 0
	if kind == 0 || len(t) != len(ln.s) || !isDigit(t[0]) {
		return nil, pass
	}
	n := digits(t)
	rest := t[len(n):]
	if !strings.HasPrefix(rest, ". ") && !strings.HasPrefix(rest, ") ") || strings.TrimSpace(rest[2:]) == "" {
		return nil, pass
	}
	a.kind = kind
	return &single{f: Finding{Kind: kind, Category: "generic", Message: strings.TrimSpace(rest[2:])}}, completes
}

// listHeading is the severity of a heading over a list of problems:
// "Errors:", "Warnings:", or a mark of failure and a count, "✖ Found 1
// circular dependency!"; 0 for any other line.
func listHeading(t string) Kind {
	switch t {
	case "Errors:", "Problems:":
		return Error
	case "Warnings:":
		return Warning
	}
	if k, r := leadMark(t); k == Error {
		if rest, ok := strings.CutPrefix(r, "Found "); ok && digits(rest) != "" && digits(rest) != "0" {
			return Error
		}
	}
	return 0
}

// fileFrames reads a report that names a file alone, then each problem as
// the row of code it is on and a caret that states it: htmlhint's
// "   /app/index.html", "      L6 |  <div id=\"cart\"></div>", "
// ^ The id value [ cart ] must be unique. (id-unique)". A caret under no
// such file and row is another reader's (see lookbehind.inFrame).
type fileFrames struct {
	file, line string // the file the header named, the row's line
	col        int    // where the row's code starts
}

func (a *fileFrames) start() { *a = fileFrames{} }

func (a *fileFrames) detect(ln line) (parser, claim) {
	t := ln.t
	if !strings.ContainsAny(t, " \t") && findLoc(t, false) == "" && hasSourceExt(t) && isAppPath(t) && strings.IndexByte(t, '/') >= 0 {
		*a = fileFrames{file: t}
		return nil, pass
	}
	if a.file == "" {
		return nil, pass
	}
	if n, col, ok := codeRow(ln.s); ok {
		a.line, a.col = n, col
		return nil, quiets
	}
	if a.line != "" && t[0] == '^' {
		if msg := strings.TrimSpace(t[1:]); msg != "" {
			loc := a.file + ":" + a.line
			if c := len(ln.s) - len(t) - a.col + 1; c > 0 {
				loc += ":" + strconv.Itoa(c)
			}
			a.line = ""
			return &single{f: Finding{Kind: Error, Category: "generic", Message: msg, Location: loc}}, completes
		}
	}
	*a = fileFrames{}
	return nil, pass
}

// codeRow reads a code frame's row, "  L6 | code" or "  6 | code": its
// line and the column its code starts at.
func codeRow(s string) (n string, col int, ok bool) {
	t := strings.TrimLeft(s, " ")
	t = strings.TrimPrefix(t, "L")
	n = digits(t)
	if n == "" || !strings.HasPrefix(t[len(n):], " |") {
		return "", 0, false
	}
	return n, len(s) - len(t) + len(n) + 2, true
}

// countedSections reads a report of sections, each a heading with a count
// over rows that name the project's files: knip's "Unused files (1)" over
// "src/legacy.js", "Unlisted dependencies (1)" over "ms  src/index.js:2:16".
// A section is one problem, the heading and its first row's thing, placed
// at that row; a
// heading over anything else is no report's ("Changes (2)" over prose).
type countedSections struct {
	title   string // the heading waiting for its first row
	section bool   // inside a section whose problem was reported
}

func (a *countedSections) start() { *a = countedSections{} }

func (a *countedSections) detect(ln line) (parser, claim) {
	t := ln.t
	if title, ok := countedHeading(t); ok && len(t) == len(ln.s) {
		*a = countedSections{title: title}
		return nil, pass
	}
	if a.title == "" && !a.section {
		return nil, pass
	}
	loc, title := sectionRow(t), a.title
	*a = countedSections{}
	if loc == "" {
		return nil, pass
	}
	a.section = true
	if title == "" {
		return nil, quiets // the section's next rows
	}
	what := t // the row's first field names the thing: "ms" in "ms  src/index.js:2:16"
	if i := strings.Index(t, "  "); i > 0 {
		what = t[:i]
	}
	return &single{f: Finding{Kind: Error, Category: "generic", Message: title + ": " + what, Location: loc}}, completes
}

// countedHeading reads "Unused files (1)": a capitalised title of a few
// words and a count of at least one.
func countedHeading(t string) (string, bool) {
	if !strings.HasSuffix(t, ")") || t[0] < 'A' || t[0] > 'Z' {
		return "", false
	}
	i := strings.LastIndex(t, " (")
	if i < 0 {
		return "", false
	}
	if n := t[i+2 : len(t)-1]; n == "" || digits(n) != n || strings.Trim(n, "0") == "" {
		return "", false
	}
	title := t[:i]
	if strings.Count(title, " ") > 4 || strings.Trim(title, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ ") != "" {
		return "", false
	}
	return title, true
}

// sectionRow is the project place a section's row names as its last
// field: "src/legacy.js", "ms  src/index.js:2:16"; "" if none.
func sectionRow(t string) string {
	p := t
	if i := strings.LastIndex(t, "  "); i >= 0 {
		p = strings.TrimSpace(t[i:])
	}
	if strings.ContainsAny(p, " \t") || !isAppPath(p) {
		return ""
	}
	if findLoc(p, true) == p || findLoc(p, true) == "" && hasSourceExt(p) {
		return p
	}
	return ""
}
