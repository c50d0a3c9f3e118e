package classify

import "strings"

// A place written line first, "on line 8:5 of scss/site.scss" (libsass),
// "on line 12 in file /project/views/a.html" (swig), "line 3, column 4
// of FILE", in the message or on a line of its own under it, and a file
// alone under a message that gives the line in words ("SyntaxError:
// missing `\"` on line 7" over "at src/cart.ls"). Compilers and template
// engines of every language print their place so; findLoc and wordLocIn
// read it file first.

// lineFirst returns the application place s names line first (see
// lineOf), and s without it; "" and s if it names none.
func lineFirst(s string) (loc, rest string) {
	for i := 0; ; {
		at := lineWord(s, i)
		if at < 0 {
			return "", s
		}
		i = at + len("line ")
		file, l, c, n := lineOf(s[i:], true)
		if file == "" {
			continue
		}
		start := at
		// The preposition before it goes with it: "msg on line 7 of FILE".
		for _, p := range []string{" on ", " at ", " from "} {
			if strings.HasSuffix(s[:start], p) {
				start -= len(p)
				break
			}
		}
		return joinPlace(file, l, c), strings.TrimRight(strings.TrimSpace(s[:start]+s[i+n:]), " .,;:")
	}
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
