package classify

import "strings"

// toolHeads are heads of named tools whose problems the generic layer's
// block reads (newGeneric), but whose first line no shape of its own
// recognises: each says which tool, and what it prints. They are tried
// right before the generic layer, on the line as it sees it (log prefix,
// channel and PHP label dropped: genericText).
var toolHeads = []func(t string) *genericBlock{kotlincHead}

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
func mayToolHead(t string) bool { return strings.Contains(t, "e: ") || strings.Contains(t, "w: ") }

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
