package classify

import (
	"regexp"
	"strings"
)

// A place written line first, "on line 8:5 of scss/site.scss" (libsass),
// "on line 12 in file /project/views/a.html" (swig), "line 3, column 4
// of FILE", in the message or on a line of its own under it, and a file
// alone under a message that gives the line in words ("SyntaxError:
// missing `\"` on line 7" over "at src/cart.ls"). Compilers and template
// engines of every language print their place so; findLoc and wordLocIn
// read it file first.

// lineOfFile matches "line L[:C|, column C] of|in [file] FILE".
var lineOfFile = regexp.MustCompile(`\bline (\d+)(?::(\d+)|, col(?:umn)? (\d+))? (?:of|in) (?:file )?(\S+)`)

// lineFirst returns the application place s names line first, and s
// without it; "" and s if it names none.
func lineFirst(s string) (loc, rest string) {
	if !strings.Contains(s, "line ") {
		return "", s
	}
	m := lineOfFile.FindStringSubmatchIndex(s)
	if m == nil {
		return "", s
	}
	file := strings.TrimRight(s[m[8]:m[9]], ".,;:")
	if !hasSourceExt(file) || !isAppPath(file) {
		return "", s
	}
	loc = file + ":" + s[m[2]:m[3]]
	if m[4] >= 0 {
		loc += ":" + s[m[4]:m[5]]
	} else if m[6] >= 0 {
		loc += ":" + s[m[6]:m[7]]
	}
	start := m[0]
	// The preposition before it goes with it: "msg on line 7 of FILE".
	for _, p := range []string{" on ", " at ", " from "} {
		if strings.HasSuffix(s[:start], p) {
			start -= len(p)
			break
		}
	}
	return loc, strings.TrimRight(strings.TrimSpace(s[:start]+s[m[1]:]), " .,;:")
}

// placeUnder reads the place from the lines right under a block's head
// that are only a place after a preposition: "on line L:C of FILE" (the
// first such line, the innermost: a "from line" under it is the caller),
// or "at FILE", whose line the message gives ("... on line 7"). It
// returns the place and the message without the line's words; "" if none.
func placeUnder(msg, block string) (loc, newMsg string) {
	_, rest, _ := strings.Cut(block, "\n")
	for n := 0; n < 3 && rest != ""; n++ {
		var l string
		l, rest, _ = strings.Cut(rest, "\n")
		t := strings.TrimSpace(l)
		word, after, _ := strings.Cut(t, " ")
		if word != "on" && word != "at" && word != "from" && word != "in" {
			continue
		}
		if strings.HasPrefix(after, "line ") {
			// The place begins the line; what follows it (", in function
			// `rem`") says where in the file, not another place.
			if loc, _ := lineFirst(t); loc != "" {
				return loc, msg
			}
			continue
		}
		if file := strings.TrimRight(after, ".,:"); hasSourceExt(file) && isAppPath(file) && !strings.ContainsAny(file, " :()") {
			i := strings.LastIndex(msg, " line ")
			if i < 0 || digits(msg[i+len(" line "):]) == "" {
				continue
			}
			line := digits(msg[i+len(" line "):])
			m := strings.TrimSuffix(strings.TrimSuffix(msg[:i], " on"), " at")
			return file + ":" + line, strings.TrimRight(m, " .,:")
		}
	}
	return "", msg
}
