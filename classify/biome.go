package classify

import "strings"

// Biome (and Rome before it) heads each diagnostic with its place and rule
// over a rule of heavy lines: "src/a.js:1:5 lint/correctness/noUnusedVariables
// FIXABLE ━━━━", or "src/a.js format ━━━━" for a whole file; the message
// follows, indented, after a marker: "×" an error, "!" a warning, "i" a
// note. Its closing "check ━━━━" head carries only a summary.

func detectBiome(s, t string) parser {
	// The rule's bytes (0xe2 ...) are rarer than the space before it: the
	// faster search.
	if len(t) < len(s) || !strings.Contains(t, "━━━") {
		return nil
	}
	tok, _, _ := strings.Cut(t, " ")
	p := &biomeBlock{f: Finding{Category: "biome"}}
	if loc := findLoc(tok, false); loc == tok {
		if isAppPath(loc) {
			p.f.Location = loc
		}
		p.file = true
	} else {
		p.file = hasSourceExt(tok)
	}
	return p
}

type biomeBlock struct {
	f    Finding
	file bool // the head names a file: "check ━━━" does not
}

func (p *biomeBlock) next(line string) verdict {
	t := strings.TrimLeft(line, " \t")
	switch {
	case t == "":
		return hold
	case len(t) == len(line):
		return reject
	case p.f.Message == "":
		mark, msg, _ := strings.Cut(t, " ")
		switch mark {
		case "×", "✖":
			p.f.Kind, p.f.Message = Error, msg
		case "!", "⚠", "i", "ℹ":
			p.f.Kind, p.f.Message = Warning, msg
		}
	}
	return take
}

func (p *biomeBlock) finding() (Finding, bool) {
	return p.f, p.file && p.f.Message != ""
}
