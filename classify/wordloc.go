package classify

import (
	"regexp"
	"strconv"
	"strings"
)

// Places written in words or brackets after a message, in the forms
// template engines, stylesheet compilers and Rust's Debug dumps use, which
// findLoc's "path:line:col" does not read.

// wordPlaces match, in turn, "(FILE) [Line L, Column C]", "in FILE on line
// L, column C", "FILE (L:C)", `filename: "FILE", line: L, column: C` and
// "file:FILE, line:L, col:C".
// Each has the file, the line and maybe the column as its groups, and a
// literal that any line it matches holds, tested first.
var wordPlaces = []struct {
	lit string
	re  *regexp.Regexp
}{
	{"[Line ", regexp.MustCompile(`\(([^()\s]+)\) \[Line (\d+)(?:, Column (\d+))?\]`)},
	{" on line ", nil}, // "in FILE on line L, column C": onLinePlace
	{"):", nil},        // "FILE (L:C)": see parenPlace
	{`filename: "`, debugPlace},
	{", line:", keyPlace},
	{`" at line `, quotedPlace},
}

// quotedPlace matches `in "FILE" at line L, column C` (Twing).
var quotedPlace = regexp.MustCompile(`\bin "([^"\s]+)" at line (\d+)(?:, column (\d+))?`)

// endingFile is the project file a message ends by naming after "at:", or
// after "in" or "at" as a path with a folder: "Invalid frontmatter in the
// file at: /project/src/about.md", "Bad front matter in src/a.md", "Key x
// not in schema object at schemas/order.json#x." (a JSON pointer into
// it); "not recognized in docusaurus.config.js." names the config, not a
// place in it. "" if none.
func endingFile(msg string) string {
	i := strings.LastIndexByte(msg, ' ')
	if i <= 0 {
		return ""
	}
	lead, p := msg[:i], strings.TrimRight(msg[i+1:], ".")
	if f, frag, ok := strings.Cut(p, "#"); ok && f != "" && !strings.ContainsAny(frag, " ") {
		p = f // a JSON pointer into the file: "schemas/order.json#Custmer"
	}
	if !strings.HasSuffix(lead, " at:") && !((strings.HasSuffix(lead, " in") || strings.HasSuffix(lead, " at")) && strings.Contains(p, "/")) || strings.ContainsAny(p, ":\"'") || !hasSourceExt(p) || !isAppPath(p) {
		return ""
	}
	return p
}

// keyPlace matches the place as keys and values, "file:FILE, line:L,
// col:C" (liquidjs), "file: FILE, line: L, column: C".
var keyPlace = regexp.MustCompile(`\bfile: ?(\S+?), line: ?(\d+)(?:, col(?:umn)?: ?(\d+))?`)

// parenPlace matches "FILE (L:C)".
var parenPlace = regexp.MustCompile(`(?:^|\s)(\S+) \((\d+):(\d+)\)`)

// wordLocIn returns the first application place s names in one of the
// forms of wordPlaces, and s without it (and the punctuation it leaves at
// the end).
func wordLocIn(s string) (loc, rest string, ok bool) {
	if !strings.ContainsAny(s, "0123456789") {
		return "", "", false // every form has a line number
	}
	for _, w := range wordPlaces {
		re := w.re
		switch {
		case w.lit == " on line ":
			if loc, at, end := onLinePlace(s); loc != "" {
				return loc, cutPlace(s, at, end), true
			}
			continue
		case re == nil:
			if !strings.Contains(s, ")") || !strings.Contains(s, " (") {
				continue
			}
			re = parenPlace
		case !strings.Contains(s, w.lit):
			continue
		}
		m := re.FindStringSubmatchIndex(s)
		if m == nil {
			continue
		}
		file := s[m[2]:m[3]]
		if !hasSourceExt(file) || !isAppPath(file) {
			continue
		}
		loc = file + ":" + s[m[4]:m[5]]
		if m[6] >= 0 {
			loc += ":" + s[m[6]:m[7]]
		}
		return loc, cutPlace(s, m[0], m[1]), true
	}
	return "", "", false
}

// cutPlace is s without the place it names at s[at:end], and the
// punctuation the place leaves at its end.
func cutPlace(s string, at, end int) string {
	return strings.TrimRight(strings.TrimSuffix(strings.TrimSpace(s[:at]+s[end:]), " ."), " :,;")
}

// thingError reads "<Thing> error: REST" (a few lower-case words after
// a capitalised one: "Template render error: ..."), the kind of problem
// named before its colon, when REST names a place: the head of a report
// whose message may be on the line under it.
func thingError(t string) (msg, loc string, ok bool) {
	head, rest, ok := strings.Cut(t, " error: ")
	if !ok || head == "" || head[0] < 'A' || head[0] > 'Z' || strings.Count(head, " ") > 2 {
		return "", "", false
	}
	for i := 1; i < len(head); i++ {
		if c := head[i]; !(c >= 'a' && c <= 'z' || c == ' ') {
			return "", "", false
		}
	}
	if loc, msg, ok = wordLocIn(rest); !ok {
		if loc = findLoc(rest, true); loc == "" {
			return "", "", false
		}
		msg = strings.TrimSpace(strings.Replace(rest, loc, "", 1))
	}
	return msg, loc, true
}

// whileDoing reads "Error while transforming FILE: msg" (or "during",
// "when"; "Warning" for a warning): the file the problem is in, its line
// in the code frame under it.
func whileDoing(t string) (kind Kind, file, msg string, ok bool) {
	var rest string
	switch {
	case strings.HasPrefix(t, "Error "):
		kind, rest = Error, t[len("Error "):]
	case strings.HasPrefix(t, "Warning "):
		kind, rest = Warning, t[len("Warning "):]
	default:
		return 0, "", "", false
	}
	word, rest, _ := strings.Cut(rest, " ")
	if word != "while" && word != "during" && word != "when" {
		return 0, "", "", false
	}
	head, msg, ok := strings.Cut(rest, ": ")
	if !ok || msg == "" {
		return 0, "", "", false
	}
	file = head[strings.LastIndexByte(head, ' ')+1:]
	if !hasSourceExt(file) || !isAppPath(file) {
		return 0, "", "", false
	}
	return kind, file, msg, true
}

// markedRow matches a code frame's marked row, "> 6 | x", and caretRow
// the caret under it, "    |     ^".
var (
	markedRow = regexp.MustCompile(`^\s*>\s*(\d+)\s*[|│]`)
	caretRow  = regexp.MustCompile(`^(\s*[|│]\s*)\^`)
)

// framePlace completes a location that is only a file with the line of
// the block's marked code frame row, and the column of the caret under
// it; "" if the block has none.
func framePlace(file, block string) string {
	lines := strings.Split(block, "\n")
	for i, l := range lines {
		m := markedRow.FindStringSubmatch(l)
		if m == nil {
			if loc := caretUnder(file, lines, i); loc != "" {
				return loc
			}
			continue
		}
		loc := file + ":" + m[1]
		if bar := strings.IndexAny(l, "|│"); i+1 < len(lines) && bar > 0 {
			if c := caretRow.FindStringSubmatch(lines[i+1]); c != nil && strings.IndexAny(lines[i+1], "|│") == bar {
				// The caret's column, counted from the text after the bar and its space.
				col := len(c[1]) - bar - 1
				if strings.HasPrefix(l[bar+1:], " ") {
					col--
				}
				loc += ":" + strconv.Itoa(max(col, 0)+1)
			}
		}
		return loc
	}
	return ""
}

// caretUnder is the place a code frame gives with no marked row, when
// lines[i] is a numbered row ("    1 |var total = function(items){") and
// the line under it only a caret, after dashes or spaces ("-------^"), as
// jscs and the parsers built on esprima print it: that row's line, and
// the caret's column counted from the row's text.
func caretUnder(file string, lines []string, i int) string {
	n, col, ok := codeRow(lines[i])
	if !ok || i+1 == len(lines) || !strings.HasSuffix(lines[i+1], "^") || strings.Trim(lines[i+1], "- ^") != "" || strings.Count(lines[i+1], "^") != 1 {
		return ""
	}
	if c := len(lines[i+1]) - col; c > 0 {
		return file + ":" + n + ":" + strconv.Itoa(c)
	}
	return file + ":" + n
}

// placedInWords moves a place f's message names in words (see wordLocIn),
// with a line and a column as a compiler names one, to its location, and
// reports whether there was one. (PHP repeats its exceptions with "in
// FILE on line N" and no column, a runtime's report already read.)
func placedInWords(f *Finding) bool {
	loc, msg, ok := wordLocIn(f.Message)
	if !ok || msg == "" || strings.Count(loc, ":") < 2 {
		return false
	}
	f.Message = msg
	if f.Location == "" {
		f.Location = loc
	}
	return true
}

// endLineCol reads a place whose line and column end the message in words,
// its file named earlier in it: "/project/views/cart.templ parsing error:
// for: expected nodes, but none were found: line 11, col 24". It returns
// the place and the message without it, or "" and msg.
func endLineCol(msg string) (string, string) {
	i := strings.LastIndex(msg, ": line ")
	if i < 0 {
		return "", msg
	}
	n, col, k := lineCol(msg[i+len(": line "):])
	if col == "" || strings.TrimSpace(msg[i+len(": line ")+k:]) != "" {
		return "", msg
	}
	for _, w := range strings.Fields(msg[:i]) {
		if w = strings.Trim(w, `"':,`); hasSourceExt(w) && isAppPath(w) && strings.ContainsRune(w, '/') {
			return w + ":" + n + ":" + col, msg[:i]
		}
	}
	return "", msg
}
