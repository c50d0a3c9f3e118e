package classify

import "strings"

// toolHeads are heads of named tools whose problems the generic layer's
// block reads (newGeneric), but whose first line no shape of its own
// recognises: each says which tool, and what it prints. They are tried
// right before the generic layer, on the line as it sees it (log prefix,
// channel and PHP label dropped: genericText).
var toolHeads = []func(t string) *genericBlock{kotlincHead, rErrorHead, glibAssertHead, tinytestHead}

func detectToolHead(_, t string) parser {
	if !mayToolHead(t) {
		return nil
	}
	t = genericText(t)
	if t == "" {
		return nil
	}
	for _, head := range toolHeads {
		if g := head(t); g != nil {
			return g
		}
	}
	return nil
}

// mayToolHead reports whether t holds what one of toolHeads needs, so
// that most lines skip genericText.
func mayToolHead(t string) bool {
	return strings.Contains(t, "e: ") || strings.Contains(t, "w: ") || strings.Contains(t, "Error in ") ||
		strings.Contains(t, "ERROR:") || strings.Contains(t, "FAILED[")
}

// genericText is t as the generic layer reads it: without a log prefix,
// a channel's name, or the text PHP printed before its label.
func genericText(t string) string {
	t = stripLogPrefix(t)
	if t == "" {
		return ""
	}
	return stripChannel(mixErrorInside(phpLevelInside(t)))
}

// kotlincHead reads kotlinc under Gradle: "e: file:///app/src/Main.kt:3:5
// Unresolved reference: foo" ("w: " a warning).
func kotlincHead(t string) *genericBlock {
	if !(strings.HasPrefix(t, "e: ") || strings.HasPrefix(t, "w: ")) || findLoc(t, false) == "" {
		return nil
	}
	kind := Error
	if t[0] == 'w' {
		kind = Warning
	}
	rest := t[3:]
	loc := findLoc(rest, false)
	if i := strings.Index(rest, loc[strings.LastIndexByte(loc, '/')+1:]); i >= 0 {
		if j := strings.IndexByte(rest[i:], ' '); j >= 0 {
			rest = strings.TrimLeft(rest[i+j:], " :")
		}
	}
	return newGeneric(Finding{Kind: kind, Category: "kotlin", Message: rest}, t)
}

// rErrorHead reads R's error whose message did not fit on the line of
// its call: "Error in checkEquals(90, discount(100)) : " over "  Mean
// relative difference: 0.05555556".
func rErrorHead(t string) *genericBlock {
	if !strings.HasPrefix(t, "Error in ") || !strings.HasSuffix(strings.TrimRight(t, " "), " :") {
		return nil
	}
	head := strings.TrimRight(t, " ")
	g := newGeneric(Finding{Kind: Error, Message: head}, t)
	g.vague, g.announce, g.joinHead = true, true, head
	return g
}

// glibAssertHead reads GLib's g_assert: "ERROR:cart.vala.c:43:test_discount:
// assertion failed (x == 90): (95 == 90)", the function after the place.
func glibAssertHead(t string) *genericBlock {
	after, ok := strings.CutPrefix(t, "ERROR:")
	if !ok {
		return nil
	}
	loc, rest, ok := leadingLoc(after, false)
	if !ok {
		return nil
	}
	if fn, msg, ok := strings.Cut(rest, ": "); ok && !strings.Contains(fn, " ") {
		rest = msg
	}
	g := newGeneric(Finding{Kind: Error, Message: rest}, rest)
	if isAppPath(loc) {
		g.f.Location = loc
	}
	return g
}

// tinytestHead reads tinytest's (R) "----- FAILED[data]: test_cart.R<5--5>"
// over " call| expect_equal(...)" and " diff| ...": the file and its lines.
func tinytestHead(t string) *genericBlock {
	after, ok := strings.CutPrefix(strings.TrimLeft(t, "- "), "FAILED[")
	if !ok || !strings.HasPrefix(t, "--") {
		return nil
	}
	_, where, ok := strings.Cut(after, "]: ")
	if !ok {
		return nil
	}
	g := newGeneric(Finding{Kind: Error, Message: t}, t)
	g.vague, g.announce = true, true
	if file, lines, ok := strings.Cut(where, "<"); ok && hasSourceExt(file) {
		g.f.Location = file + ":" + digits(lines)
	}
	return g
}
